// The check before sending: a company form runs the contract's own input schema (the one the API
// runs) on what it would send, and says each broken rule next to its field in the user's language.
// Zod's messages are English, so each field brings its translated sentence; the schema decides.
//
//   const errors = schemaFieldErrors(contactPersonInputSchema, inputOf(draft), i18n, { email: msg`Enter an email address like name@company.com.` });
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What is used of a zod schema (kept structural: the feature does not load zod itself). */
export interface CheckingSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

const general = msg`This value was not accepted. Check it and try again.`;
/** An empty text the schema refuses is a required field left empty: saying its length limit would mislead. */
export const requiredMessage = msg`This field is required.`;
const isEmptyText = (v: unknown) => typeof v === 'string' && v.trim() === '';

/** The translated message of each field the schema refuses (first issue per field); empty when it passes. */
export function schemaFieldErrors(schema: CheckingSchema, value: unknown, i18n: I18n, messages: Record<string, MessageDescriptor>): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    const empty = isEmptyText((value as Record<string, unknown> | null)?.[field]);
    errors[field] = i18n._(empty ? requiredMessage : (messages[field] ?? general));
  }
  return errors;
}
