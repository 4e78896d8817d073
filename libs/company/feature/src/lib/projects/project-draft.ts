// The project form's draft (what is typed), the body it sends, and the sentences for each field:
// the same ones before sending (the contract's projectInputSchema, run here) and after a 400.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isoDateSchema, projectInputSchema, type Project, type ProjectInput } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import { schemaFieldErrors } from '../common';

/** What the form holds, as typed: the address as an id string ('' = none), the budget as NumberInput gives it. */
export interface ProjectDraft {
  name: string;
  code: string;
  addressId: string;
  poNumber: string;
  budget: number | string;
  startDate: string;
  endDate: string;
}
export type ProjectField = keyof ProjectDraft;

export const emptyProjectDraft: ProjectDraft = { name: '', code: '', addressId: '', poNumber: '', budget: '', startDate: '', endDate: '' };

export const draftOfProject = (p: Project): ProjectDraft => ({
  name: p.name,
  code: p.code,
  addressId: p.addressId === null ? '' : String(p.addressId),
  poNumber: p.poNumber ?? '',
  budget: p.budget?.budget ? Number(p.budget.budget) : '',
  startDate: p.startDate ?? '',
  endDate: p.endDate ?? '',
});

/**
 * The body of POST (and, with the version, of PUT). Without prices the budget is sent as null: the
 * API keeps the stored one for users who may not see it.
 */
export function projectInputOf(d: ProjectDraft, withBudget: boolean): ProjectInput {
  const budget = !withBudget || d.budget === '' ? null : Number(d.budget);
  return {
    name: d.name.trim(),
    code: d.code.trim(),
    addressId: d.addressId === '' ? null : Number(d.addressId),
    poNumber: d.poNumber.trim() || null,
    budget,
    startDate: d.startDate || null,
    endDate: d.endDate || null,
  };
}

const { maxProjectName, maxProjectCode, maxPoNumber } = companyLimits;
const validDate = msg`Enter a valid date.`;
const endBeforeStart = msg`The end date must be on or after the start date.`;

/** The form's sentence per field, for its own check and for a 400 naming the field. */
export const projectFieldMessages: Record<ProjectField, MessageDescriptor> = {
  name: msg`Enter a name of at most ${maxProjectName} characters.`,
  // Also what a 400 naming `code` gets, which may be a number another project has.
  code: msg`Enter a project number of at most ${maxProjectCode} characters that no other project of your company has.`,
  addressId: msg`Choose one of your company’s addresses.`,
  poNumber: msg`Use at most ${maxPoNumber} characters for the PO number.`,
  budget: msg`Enter an amount of 0 or more with at most two decimals.`,
  startDate: validDate,
  endDate: endBeforeStart,
};

/** What the API would refuse, by the contract's own schema, in the user's language (empty when fine). */
export function projectErrors(i18n: I18n, draft: ProjectDraft, withBudget: boolean): Partial<Record<ProjectField, string>> {
  // An end date the browser could not read is not "before the start": say what is wrong with it.
  const endDate = draft.endDate && !isoDateSchema.safeParse(draft.endDate).success ? validDate : endBeforeStart;
  return schemaFieldErrors(projectInputSchema, projectInputOf(draft, withBudget), i18n, { ...projectFieldMessages, endDate });
}
