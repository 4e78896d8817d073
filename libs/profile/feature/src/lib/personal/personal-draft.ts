// The personal details form's draft (as typed), the change it sends and the check before sending:
// the contract's profilePatchSchema, the one the API runs, with its messages translated.
import type { I18n } from '@lingui/core';
import { profilePatchSchema, type Profile } from '@portal/shared-api-contract';
import { schemaFieldErrors } from '../common/contract-messages';

/** What the form holds, as typed. */
export interface PersonalDraft {
  firstName: string;
  lastName: string;
  phone: string;
}
export type PersonalField = keyof PersonalDraft;
export type PersonalErrors = Partial<Record<PersonalField, string>>;
export const personalFields: readonly PersonalField[] = ['firstName', 'lastName', 'phone'];

export const draftOfProfile = (p: Profile): PersonalDraft => ({ firstName: p.firstName, lastName: p.lastName, phone: p.phone ?? '' });

/** The PATCH body without its version: names trimmed, an empty phone cleared (null). */
export const personalChangeOf = (d: PersonalDraft) => ({ firstName: d.firstName.trim(), lastName: d.lastName.trim(), phone: d.phone.trim() || null });

/** Whether two versions of the profile agree on what this form edits (a language change does not count). */
export const samePersonalDetails = (a: Profile, b: Profile) => a.firstName === b.firstName && a.lastName === b.lastName && a.phone === b.phone;

/** What the API would refuse, in the user's language (empty when fine). The version is checked by the API alone. */
export const personalErrors = (i18n: I18n, draft: PersonalDraft): PersonalErrors =>
  schemaFieldErrors(profilePatchSchema, { ...personalChangeOf(draft), version: 1 }, i18n);
