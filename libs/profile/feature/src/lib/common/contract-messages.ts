// The forms run the contract's own schemas (usermgmt.ts, auth.ts) before sending, so they refuse
// exactly what the API would, and the API's 400 field errors carry the same messages. Those are
// English and never shown: each is looked up here for its sentence in the user's language. The
// test runs the schemas on bad input and checks that every message they give is known here, so a
// changed contract text cannot fall through to the general sentence unnoticed.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { passwordPolicy } from '@portal/shared-api-contract/vocabulary';

const { minLength, maxLength, guessableMessage } = passwordPolicy;

/** The contract's message → the sentence shown, for every field that can give it. */
export const contractMessages: Record<string, MessageDescriptor> = {
  Required: msg`This field is required.`,
  'Use at most 100 characters': msg`Use at most 100 characters.`,
  'Enter a phone number in international format, e.g. +31 20 123 4567': msg`Enter a phone number in international format, e.g. +31 20 123 4567.`,
  'Enter your current password': msg`Enter your current password.`,
  [`Use at least ${minLength} characters`]: msg`Use at least ${minLength} characters.`,
  [`Use at most ${maxLength} characters`]: msg`Use at most ${maxLength} characters.`,
  // Said by the server only: it keeps the list of common passwords.
  [guessableMessage]: msg`This password is too common or too easy to guess. Choose another one.`,
  'Must not contain NUL characters': msg`This text contains a character that cannot be saved.`,
};

/** Sentences that say more for one field than the shared one (e.g. which name is missing). */
const byField: Record<string, Record<string, MessageDescriptor>> = {
  firstName: { Required: msg`Enter your first name.` },
  lastName: { Required: msg`Enter your last name.` },
};

const general = msg`This value was not accepted. Check it and try again.`;

/** The sentence for the contract's `message` about `field`, in the user's language. */
export function contractMessage(i18n: I18n, field: string, message: string): string {
  return i18n._(byField[field]?.[message] ?? contractMessages[message] ?? general);
}

/** What is used of a zod schema (structural, like the company forms' schemaFieldErrors). */
export interface CheckingSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The translated first problem of each top-level field the schema refuses; empty when it passes. */
export function schemaFieldErrors(schema: CheckingSchema, value: unknown, i18n: I18n): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = contractMessage(i18n, field, issue.message);
  }
  return errors;
}

/** The API's 400 field errors (`errors: [{ field, message }]`) for the fields a form has, translated. */
export function problemFieldErrors<F extends string>(errors: unknown, fields: readonly F[], i18n: I18n): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  // What a proxy in between answers need not be the contract's problem: only string fields count.
  for (const e of Array.isArray(errors) ? (errors as unknown[]) : []) {
    const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
    const name = typeof field === 'string' ? (field.split('.')[0] as F) : null;
    if (name && fields.includes(name) && !(name in found)) found[name] = contractMessage(i18n, name, typeof message === 'string' ? message : '');
  }
  return found;
}
