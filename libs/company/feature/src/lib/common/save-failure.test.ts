import { i18n } from '@lingui/core';
import { contactPersonInputSchema, contactPersonSchema } from '@portal/shared-api-contract';
import { msg } from '@lingui/core/macro';
import { beforeAll, describe, expect, it } from 'vitest';
import { answeredStatus, companySaveFailure } from './save-failure';
import { schemaFieldErrors } from './schema-errors';
import { theirChangeRows } from './their-changes';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
const answer = (status: number, data: object) => ({ isAxiosError: true, response: { status, data, headers: {} } });
const parseCurrent = (v: unknown) => contactPersonSchema.safeParse(v).data ?? null;
const theirs = { id: 4, firstName: 'Eva', lastName: 'Smit', jobTitle: 'Buyer', email: null, phone: null, archived: false, version: 5 };

describe('a refused company save', () => {
  it('puts a 400 next to each named field, with the form’s sentence or a general one', () => {
    const error = answer(400, { status: 400, code: 'validation', errors: [{ field: 'email', message: 'Invalid email' }, { field: 'phone.0', message: 'x' }] });
    const failure = companySaveFailure(error, i18n, { fieldMessages: { email: msg`Enter an email address like name@company.com.` } });
    expect(failure.fieldErrors).toEqual({ email: 'Enter an email address like name@company.com.', phone: 'This value was not accepted. Check it and try again.' });
    expect(failure.message).toBe('Some details were not accepted. Check the marked fields.');
  });

  it('says an empty required field is required, not its length rule, before sending and after a 400', () => {
    const messages = { firstName: msg`Enter a first name of at most 120 characters.` };
    const error = answer(400, { status: 400, code: 'validation', errors: [{ field: 'firstName', message: 'Required' }] });
    expect(companySaveFailure(error, i18n, { fieldMessages: messages }).fieldErrors).toEqual({ firstName: 'This field is required.' });
    const draft = { firstName: '  ', lastName: 'x'.repeat(121), jobTitle: null, email: null, phone: null };
    expect(schemaFieldErrors(contactPersonInputSchema, draft, i18n, { ...messages, lastName: msg`Enter a last name of at most 120 characters.` })).toEqual({
      firstName: 'This field is required.',
      lastName: 'Enter a last name of at most 120 characters.',
    });
  });

  it('hands back their version after a version conflict, and nothing when it does not parse', () => {
    const conflict = (current: unknown) => answer(409, { status: 409, code: 'version_conflict', detail: 'Someone changed this contact person', current });
    expect(companySaveFailure(conflict(theirs), i18n, { parseCurrent })).toMatchObject({ fieldErrors: {}, current: theirs });
    expect(companySaveFailure(conflict({ id: 'x' }), i18n, { parseCurrent }).current).toBeUndefined();
    expect(companySaveFailure(conflict(theirs), i18n).message).toMatch(/Someone else changed this/);
  });

  it('says a known 409 next to its field, an unknown one in general, never the API’s English detail', () => {
    const taken = answer(409, { status: 409, code: 'code_taken', detail: 'Project number P-1 is taken', errors: [{ field: 'code', message: 'Taken' }] });
    const conflicts = { code_taken: { message: msg`Another project already has this number.` }, last_manager: { message: msg`Someone must keep the right.` } };
    expect(companySaveFailure(taken, i18n, { conflicts }).fieldErrors).toEqual({ code: 'Another project already has this number.' });
    const last = answer(409, { status: 409, code: 'last_manager', detail: 'x' });
    expect(companySaveFailure(last, i18n, { conflicts })).toEqual({ fieldErrors: {}, message: 'Someone must keep the right.' });
    expect(companySaveFailure(taken, i18n).message).not.toContain('P-1');
  });

  it('gives a general message without an answer, on 5xx, 403 and 404, and tells answered from unanswered', () => {
    const offline = new Error('Network Error\n    at stack line');
    expect(companySaveFailure(offline, i18n).message).toMatch(/Check your connection/);
    expect(companySaveFailure(offline, i18n).message).not.toContain('stack');
    expect(companySaveFailure(answer(502, {}), i18n).message).toMatch(/on our side/);
    expect(companySaveFailure(answer(403, { status: 403, code: 'missing_right' }), i18n).message).toMatch(/may not change/);
    expect(companySaveFailure(answer(404, { status: 404, code: 'not_found' }), i18n).message).toMatch(/no longer exists/);
    expect([answeredStatus(offline), answeredStatus(answer(502, {})), answeredStatus(answer(400, {}))]).toEqual([null, null, 400]);
  });
});

describe('their changes', () => {
  it('lists only the labelled fields that differ, blanks as a dash, in the labels’ order', () => {
    const yours = { firstName: 'Eva', lastName: 'de Smit', jobTitle: '', email: 'eva@x.test' };
    const rows = theirChangeRows({ firstName: 'Eva', lastName: 'Smit', jobTitle: 'Buyer', email: '' }, yours, { jobTitle: 'Function', lastName: 'Last name', firstName: 'First name', email: 'Email' });
    expect(rows).toEqual([
      { field: 'jobTitle', label: 'Function', theirs: 'Buyer', yours: '—' },
      { field: 'lastName', label: 'Last name', theirs: 'Smit', yours: 'de Smit' },
      { field: 'email', label: 'Email', theirs: '—', yours: 'eva@x.test' },
    ]);
  });
});
