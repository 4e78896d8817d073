import { i18n } from '@lingui/core';
import { changePasswordBodySchema, profilePatchSchema } from '@portal/shared-api-contract';
import { expect, it } from 'vitest';
import { contractMessages, problemFieldErrors, schemaFieldErrors } from './contract-messages';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

const badProfiles = [{ firstName: '' }, { lastName: '   ' }, { firstName: 'x'.repeat(101) }, { phone: '12' }, { phone: '0612345678' }, { phone: '+31 20' }];
const badPasswords = [
  { currentPassword: '', newPassword: 'short1' },
  { currentPassword: 'x', newPassword: 'a1'.repeat(65) },
  { currentPassword: 'x\u0000', newPassword: 'long-enough\u0000password' },
];

it('knows every message the profile and password schemas give', () => {
  const messages = [
    ...[...badProfiles, { firstName: 'An\u0000na' }].flatMap((p) => profilePatchSchema.safeParse({ ...p, version: 1 }).error!.issues),
    ...badPasswords.flatMap((p) => changePasswordBodySchema.safeParse(p).error!.issues),
  ].map((issue) => issue.message);
  expect(messages.length).toBeGreaterThanOrEqual(badProfiles.length + badPasswords.length);
  expect(messages.filter((m) => !(m in contractMessages))).toEqual([]);
});

it('says each problem next to its field, naming the field where that helps', () => {
  expect(schemaFieldErrors(profilePatchSchema, { firstName: '', lastName: 'x'.repeat(101), phone: '12', version: 1 }, i18n)).toEqual({
    firstName: 'Enter your first name.',
    lastName: 'Use at most 100 characters.',
    phone: 'Enter a phone number in international format, e.g. +31 20 123 4567.',
  });
  expect(schemaFieldErrors(changePasswordBodySchema, { currentPassword: '', newPassword: 'abc' }, i18n)).toEqual({
    currentPassword: 'Enter your current password.',
    newPassword: 'Use at least 12 characters.',
  });
  expect(schemaFieldErrors(profilePatchSchema, { phone: '+31 20 123 4567', version: 1 }, i18n)).toEqual({});
});

it('translates the API’s field errors for the form’s own fields only, and an unknown text generally', () => {
  const errors = [{ field: 'phone', message: 'Enter a phone number in international format, e.g. +31 20 123 4567' }, { field: 'firstName', message: 'Something new' }, { field: 'version', message: 'x' }, 'junk'];
  expect(problemFieldErrors(errors, ['firstName', 'lastName', 'phone'], i18n)).toEqual({
    phone: 'Enter a phone number in international format, e.g. +31 20 123 4567.',
    firstName: 'This value was not accepted. Check it and try again.',
  });
});

it('knows what only the server says: a password too common or too easy to guess', () => {
  const errors = [{ field: 'newPassword', message: 'Too common or too easy to guess' }];
  expect(problemFieldErrors(errors, ['currentPassword', 'newPassword'], i18n)).toEqual({
    newPassword: 'This password is too common or too easy to guess. Choose another one.',
  });
});
