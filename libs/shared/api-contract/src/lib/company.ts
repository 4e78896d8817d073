// The company pages: contact persons, delivery addresses, projects (with budget against spend),
// users and roles of the selected client. Served by the user-management service (`apiUrlUsermgmt`) under
// `/company`. Every member reads (roles: MANAGE_ROLES_AND_USERS only); MANAGE_ROLES_AND_USERS
// writes. Creates carry an `Idempotency-Key`; edits, archive and restore carry the version they
// were based on (409 `version_conflict` with the current item as `current`).
// The shapes are in company-master-data.ts (contact persons, addresses, projects) and
// company-people.ts (users, roles); this file holds what they share.
import { z } from 'zod';
import { pageQuerySchema } from './common';
import { queryBooleanSchema, searchTextSchema } from './overview';
import { companyLimits as L } from './vocabulary';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter an email address like name@company.com').max(L.maxEmail, `Use at most ${L.maxEmail} characters`));

/** The version an edit was based on. */
export const companyVersionSchema = z.number().int().min(1).max(1_000_000);
/** `POST …/:id/archive`, `…/restore`, `…/deactivate`, `…/reactivate`. */
export const companyVersionBodySchema = z.object({ version: companyVersionSchema }).strict();
export type CompanyVersionBody = z.infer<typeof companyVersionBodySchema>;

/** The list pages' filters: q searches the names (and email, number, city where they have one). */
export const companyListFilterSchema = z.object({
  q: searchTextSchema.optional(),
  /** Archived items are hidden unless this is true. */
  archived: queryBooleanSchema.optional(),
});
export const companyListQuerySchema = pageQuerySchema.extend(companyListFilterSchema.shape);
export type CompanyListFilter = z.input<typeof companyListFilterSchema>;
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

/** Every company item says whether it is archived and which version it is. */
export const archivedAndVersion = { archived: z.boolean(), version: z.number().int() };
