// The invitation dialog's draft, what it sends and the sentence for each field the contract's
// invitationSchema (the API's own check) refuses.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Invitation } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';

/** What the dialog holds, as typed; roles as the MultiSelect's id strings. */
export interface InvitationDraft {
  email: string;
  firstName: string;
  lastName: string;
  roleIds: string[];
}

export const emptyInvitation: InvitationDraft = { email: '', firstName: '', lastName: '', roleIds: [] };

/** The body of the POST: texts trimmed (the API lower-cases the email), role ids as numbers. */
export const invitationOf = (d: InvitationDraft): Invitation => ({
  email: d.email.trim(),
  firstName: d.firstName.trim(),
  lastName: d.lastName.trim(),
  roleIds: d.roleIds.map(Number),
});

const { maxName, maxEmail, maxRolesPerUser } = companyLimits;
export const invitationMessages: Record<keyof InvitationDraft, MessageDescriptor> = {
  email: msg`Enter an email address like name@company.com (at most ${maxEmail} characters).`,
  firstName: msg`Enter a first name of at most ${maxName} characters, in letters (no links or symbols).`,
  lastName: msg`Enter a last name of at most ${maxName} characters, in letters (no links or symbols).`,
  roleIds: msg`Choose at least one role, at most ${maxRolesPerUser}.`,
};

/** The member dialog's fields: its roles, and the projects of `Only these projects`. */
export const memberMessages: Record<string, MessageDescriptor> = {
  ...invitationMessages,
  projectIds: msg`Choose at least one project, or untick Only these projects.`,
};

/** 409 `already_member`: said next to the email. */
export const alreadyMember = { already_member: { message: msg`This person is already a user of your company.`, field: 'email' } };
