// The role dialog's draft, what it sends, the sentence per field the contract's roleInputSchema
// (the API's own check) refuses, and the role's 409s.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roleSchema, type Right, type Role, type RoleInput } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import { lastManager } from '../users/people-conflicts';
import { inPageOrder } from './right-texts';

/** What the dialog holds: the name as typed, the rights in the page's order. */
export interface RoleDraft {
  name: string;
  rights: Right[];
}

export const emptyRole: RoleDraft = { name: '', rights: [] };
export const draftOf = (r: Role): RoleDraft => ({ name: r.name, rights: inPageOrder(r.rights) });
export const roleInputOf = (d: RoleDraft): RoleInput => ({ name: d.name.trim(), rights: d.rights });

export const roleMessages: Record<keyof RoleDraft, MessageDescriptor> = {
  name: msg`Enter a name of at most ${companyLimits.maxRoleName} characters.`,
  rights: msg`Choose rights from the list.`,
};

export const roleConflicts = {
  name_taken: { message: msg`Another role already has this name (archived roles count too). Choose another name.`, field: 'name' },
  ...lastManager,
};

export const parseRole = (v: unknown) => roleSchema.safeParse(v).data ?? null;
