// Search params of the order area's lists: every filter lives in the URL, so a filtered view is a
// shareable link that survives a reload and the back button. Parsed with the contract's zod-free
// parser: `validateSearch` runs in the router, which is part of the first page load.
import { param, searchSchema } from '@portal/shared-api-contract/search';
import { contractStatuses, documentStatuses, documentTypes } from '@portal/shared-api-contract/vocabulary';

export const contractSearchSchema = searchSchema({
  page: param.page,
  status: param.oneOf(contractStatuses),
  projectId: param.id,
  from: param.date,
  to: param.date,
  q: param.text,
  archived: param.flag,
});
export type ContractSearch = ReturnType<typeof contractSearchSchema>;

export const documentSearchSchema = searchSchema({
  page: param.page,
  type: param.oneOf(documentTypes),
  status: param.oneOf(documentStatuses),
  from: param.date,
  to: param.date,
  projectId: param.id,
  q: param.text,
});
export type DocumentSearch = ReturnType<typeof documentSearchSchema>;

/** The filters of a search, without the page: what the CSV export and the chips work from. */
export function filtersOf<S extends { page?: number }>(search: S): Omit<S, 'page'> {
  const { page: _page, ...filters } = search;
  return filters;
}

/** Changed filters start again at page one; an unset value leaves the URL. */
export function withFilters<S extends { page?: number }>(search: S, patch: Partial<S>): S {
  const next = { ...search, page: undefined, ...patch };
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '' && v !== false)) as unknown as S;
}
