// Search params of the company pages: every filter lives in the URL, so a filtered view is a link
// that survives a reload and the back button. Parsed with the contract's zod-free parser, because
// `validateSearch` runs in the router, which is part of the first page load.
import { param, searchSchema } from '@portal/shared-api-contract/search';
import { memberStatuses } from '@portal/shared-api-contract/vocabulary';

/** Contact persons, addresses and projects: a page, a search text and `Show archived`. */
export const companyListSearchSchema = searchSchema({
  page: param.page,
  q: param.text,
  archived: param.flag,
});
export type CompanyListSearch = ReturnType<typeof companyListSearchSchema>;

/** Users: a page, name or email, status and role. */
export const memberSearchSchema = searchSchema({
  page: param.page,
  q: param.text,
  status: param.oneOf(memberStatuses),
  roleId: param.id,
});
export type MemberSearch = ReturnType<typeof memberSearchSchema>;

/** Roles: all on one page; archived ones only when asked. */
export const roleSearchSchema = searchSchema({ archived: param.flag });
export type RoleSearch = ReturnType<typeof roleSearchSchema>;
