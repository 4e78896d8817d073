// The contact person form's draft (what is typed), the body it sends, and the sentence for each
// field: the same before sending (the contract's contactPersonInputSchema, run here) and after a 400.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { contactPersonInputSchema, type ContactPerson, type ContactPersonInput } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import { schemaFieldErrors } from '../common';

/** What the form holds, as typed. */
export interface ContactPersonDraft {
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
}
export type ContactPersonField = keyof ContactPersonDraft;
export type ContactPersonErrors = Partial<Record<ContactPersonField, string>>;

export const emptyContactPersonDraft: ContactPersonDraft = { firstName: '', lastName: '', jobTitle: '', email: '', phone: '' };

export const draftOfContactPerson = (p: ContactPerson): ContactPersonDraft => ({
  firstName: p.firstName,
  lastName: p.lastName,
  jobTitle: p.jobTitle ?? '',
  email: p.email ?? '',
  phone: p.phone ?? '',
});

/** The body of POST (and, with the version, of PUT): texts trimmed, empty optional ones null. */
export const contactPersonInputOf = (d: ContactPersonDraft): ContactPersonInput => ({
  firstName: d.firstName.trim(),
  lastName: d.lastName.trim(),
  jobTitle: d.jobTitle.trim() || null,
  email: d.email.trim() || null,
  phone: d.phone.trim() || null,
});

const { maxName, maxJobTitle, maxEmail } = companyLimits;

/** The form's sentence per field, for its own check and for a 400 naming the field. */
export const contactPersonFieldMessages: Record<ContactPersonField, MessageDescriptor> = {
  firstName: msg`Enter a first name of at most ${maxName} characters.`,
  lastName: msg`Enter a last name of at most ${maxName} characters.`,
  jobTitle: msg`Use at most ${maxJobTitle} characters for the function.`,
  email: msg`Enter an email address like name@company.com, of at most ${maxEmail} characters.`,
  phone: msg`Enter a phone number with its country code, like +31 20 123 4567.`,
};

/** What the API would refuse, by the contract's own schema, in the user's language (empty when fine). */
export const contactPersonErrors = (i18n: I18n, draft: ContactPersonDraft): ContactPersonErrors =>
  schemaFieldErrors(contactPersonInputSchema, contactPersonInputOf(draft), i18n, contactPersonFieldMessages);
