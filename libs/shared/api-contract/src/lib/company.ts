// The company pages: contact persons, delivery addresses, projects (with budget against spend),
// users and roles of the selected client. Served by the user-management service (`apiUrlUsermgmt`) under
// `/company`. Every member reads (roles: MANAGE_ROLES_AND_USERS only); MANAGE_ROLES_AND_USERS
// writes. Creates carry an `Idempotency-Key`; edits, archive and restore carry the version they
// were based on (409 `version_conflict` with the current item as `current`).
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { isoDateSchema, pageOf, pageQuerySchema, rightSchema } from './common';
import { dbIdSchema, queryBooleanSchema, searchTextSchema } from './overview';
import { phoneSchema } from './usermgmt';
import { companyLimits as L, countryCodes, memberStatuses } from './vocabulary';

/** Free text a user types into a form: trimmed, bounded, no NUL (Postgres rejects it). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => !s.includes('\u0000'), 'Must not contain NUL characters')
    .pipe(z.string().min(1, 'Required').max(max, `Use at most ${max} characters`));
/** Optional text: empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => !s.includes('\u0000'), 'Must not contain NUL characters')
    .pipe(z.string().max(max, `Use at most ${max} characters`))
    .transform((s) => (s === '' ? null : s))
    .nullable();

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter an email address like name@company.com').max(L.maxEmail, `Use at most ${L.maxEmail} characters`));

const versionSchema = z.number().int().min(1).max(1_000_000);
/** `POST …/:id/archive`, `…/restore`, `…/deactivate`, `…/reactivate`. */
export const companyVersionBodySchema = z.object({ version: versionSchema }).strict();
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

const withVersion = { archived: z.boolean(), version: z.number().int() };

// ---------------------------------------------------------------------------------------------
// Contact persons: /company/contact-persons
// ---------------------------------------------------------------------------------------------

export const contactPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Their function at the company (site manager, buyer, …). */
  jobTitle: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ...withVersion,
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;
export const contactPersonPageSchema = pageOf(contactPersonSchema);
export type ContactPersonPage = z.infer<typeof contactPersonPageSchema>;

const contactPersonFields = z.object({
  firstName: text(L.maxName),
  lastName: text(L.maxName),
  jobTitle: optionalText(L.maxJobTitle),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailSchema.nullable()),
  phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneSchema.nullable()),
});
/** `POST /company/contact-persons` with `Idempotency-Key`. */
export const contactPersonInputSchema = contactPersonFields.strict();
export type ContactPersonInput = z.input<typeof contactPersonInputSchema>;
/** `PUT /company/contact-persons/:id`. */
export const contactPersonUpdateSchema = contactPersonFields.extend({ version: versionSchema }).strict();
export type ContactPersonUpdate = z.input<typeof contactPersonUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Addresses: /company/addresses
// ---------------------------------------------------------------------------------------------

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => countryCodes.includes(c), 'Choose a country from the list');

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string(),
  defaultDelivery: z.boolean(),
  ...withVersion,
});
export type Address = z.infer<typeof addressSchema>;
export const addressPageSchema = pageOf(addressSchema);
export type AddressPage = z.infer<typeof addressPageSchema>;
/** Every address that can be chosen (not archived), for the project form. */
export const addressOptionListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), label: z.string(), city: z.string(), country: z.string() })),
});
export type AddressOptionList = z.infer<typeof addressOptionListSchema>;

/** Whether a postal code is valid in a country (countries without a known format accept any). */
export function isPostalCodeValid(postalCode: string, country: string): boolean {
  const code = country.toUpperCase();
  return !postcodeValidatorExistsForCountry(code) || postcodeValidator(postalCode.trim(), code);
}

const addressFields = z.object({
  /** What the site is called, e.g. "Havenkwartier site entrance". */
  label: text(L.maxLabel),
  /** Street and number. */
  street: text(L.maxStreet),
  postalCode: text(L.maxPostalCode),
  city: text(L.maxCity),
  country: countryCodeSchema,
  /** Setting it moves the default from the client's other address in the same write. */
  defaultDelivery: z.boolean(),
});
const postalCodeOfCountry = (a: { postalCode: string; country: string }, ctx: z.RefinementCtx) => {
  if (!isPostalCodeValid(a.postalCode, a.country)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a postal code of the chosen country' });
};
/** `POST /company/addresses` with `Idempotency-Key`. */
export const addressInputSchema = addressFields.strict().superRefine(postalCodeOfCountry);
export type AddressInput = z.input<typeof addressInputSchema>;
/** `PUT /company/addresses/:id`. */
export const addressUpdateSchema = addressFields.extend({ version: versionSchema }).strict().superRefine(postalCodeOfCountry);
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Projects: /company/projects
// ---------------------------------------------------------------------------------------------

/**
 * A project's budget against its spend, in the opCo's currency (decimal strings). Spent: its
 * invoices less its credit notes. Committed: what is on rent and not invoiced yet, from its latest
 * invoice (or the on-rent date) until the expected off-rent date (or today, when kept longer), at
 * the contract rates for the units still on rent. Null when prices are hidden.
 */
export const projectBudgetSchema = z.object({
  currency: z.string(),
  budget: z.string().nullable(),
  spent: z.string(),
  committed: z.string(),
  /** Budget less spent and committed (negative when over); null without a budget. */
  remaining: z.string().nullable(),
});
export type ProjectBudget = z.infer<typeof projectBudgetSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  /** The project number. */
  code: z.string(),
  name: z.string(),
  addressId: z.number().int().nullable(),
  /** "label, city" of the address, for the list. */
  addressLabel: z.string().nullable(),
  poNumber: z.string().nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  /** Null when the user may not see prices (the budget itself included). */
  budget: projectBudgetSchema.nullable(),
  ...withVersion,
});
export type Project = z.infer<typeof projectSchema>;
export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

const projectFields = z.object({
  name: text(L.maxProjectName),
  /** Unique within the client: 409 `code_taken`. */
  code: text(L.maxProjectCode),
  addressId: dbIdSchema.nullable(),
  poNumber: optionalText(L.maxPoNumber),
  /** Whole or with cents; null for no budget. Only users who see prices may set it (else it is kept). */
  budget: z.number().min(0, 'Enter 0 or more').max(L.maxBudget, 'Enter a smaller amount').multipleOf(0.01, 'Use at most two decimals').nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
});
const endNotBeforeStart = (p: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) => {
  if (p.startDate && p.endDate && p.endDate < p.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must be on or after the start date' });
};
/** `POST /company/projects` with `Idempotency-Key`. */
export const projectInputSchema = projectFields.strict().superRefine(endNotBeforeStart);
export type ProjectInput = z.input<typeof projectInputSchema>;
/** `PUT /company/projects/:id`. */
export const projectUpdateSchema = projectFields.extend({ version: versionSchema }).strict().superRefine(endNotBeforeStart);
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Users: /company/users (the client's members; ids are user ids)
// ---------------------------------------------------------------------------------------------

export const memberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string(), archived: z.boolean() });
export type RoleRef = z.infer<typeof roleRefSchema>;

export const memberSchema = z.object({
  /** The user's id. */
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(roleRefSchema),
  status: memberStatusSchema,
  /** When the invitation was sent (null for members the rental company set up). */
  invitedAt: z.string().nullable(),
  /** The caller themselves: they cannot deactivate themselves. */
  self: z.boolean(),
  version: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberFilterSchema = z.object({
  /** Name or email. */
  q: searchTextSchema.optional(),
  status: memberStatusSchema.optional(),
  roleId: dbIdSchema.optional(),
});
export const memberListQuerySchema = pageQuerySchema.extend(memberFilterSchema.shape);
export type MemberFilter = z.input<typeof memberFilterSchema>;
export type MemberListQuery = z.input<typeof memberListQuerySchema>;
export const memberPageSchema = pageOf(memberSchema);
export type MemberPage = z.infer<typeof memberPageSchema>;

/** The client's roles by name, for the users page's filter and role choice (every member reads). */
export const roleOptionListSchema = z.object({ items: z.array(roleRefSchema) });
export type RoleOptionList = z.infer<typeof roleOptionListSchema>;

const roleIdsSchema = z
  .array(dbIdSchema)
  .min(1, 'Choose at least one role')
  .max(L.maxRolesPerUser)
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /company/users` with `Idempotency-Key`: invites by email. A new person gets an invitation
 * mail with a link to set a password (valid `companyLimits.invitationDays`); someone who already
 * has an account joins the client at once. 409 `already_member` when they are one.
 */
export const invitationSchema = z
  .object({
    email: emailSchema,
    firstName: text(L.maxName),
    lastName: text(L.maxName),
    roleIds: roleIdsSchema,
  })
  .strict();
export type Invitation = z.input<typeof invitationSchema>;

/** `PUT /company/users/:id/roles`: 409 `last_manager` when no one would keep MANAGE_ROLES_AND_USERS. */
export const memberRolesUpdateSchema = z.object({ roleIds: roleIdsSchema, version: versionSchema }).strict();
export type MemberRolesUpdate = z.input<typeof memberRolesUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Roles: /company/roles (MANAGE_ROLES_AND_USERS only)
// ---------------------------------------------------------------------------------------------

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rights: z.array(rightSchema),
  /** Active members holding the role. */
  memberCount: z.number().int(),
  ...withVersion,
});
export type Role = z.infer<typeof roleSchema>;
/** Every role of the client (archived ones only with archived=true); roles are few: no pages. */
export const roleListSchema = z.object({ items: z.array(roleSchema) });
export type RoleList = z.infer<typeof roleListSchema>;
export const roleListQuerySchema = z.object({ archived: queryBooleanSchema.optional() });

const roleFields = z.object({
  /** Unique within the client, ignoring case: 409 `name_taken`. */
  name: text(L.maxRoleName),
  rights: z.array(rightSchema).max(20).transform((r) => [...new Set(r)]),
});
/** `POST /company/roles` with `Idempotency-Key`. */
export const roleInputSchema = roleFields.strict();
export type RoleInput = z.input<typeof roleInputSchema>;
/** `PUT /company/roles/:id`: rename and set its rights (409 `last_manager`, `name_taken`). */
export const roleUpdateSchema = roleFields.extend({ version: versionSchema }).strict();
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

/** `GET /company/roles/:id/archive-impact`: who loses which rights when the role is archived. */
export const roleArchiveImpactSchema = z.object({
  members: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), loses: z.array(rightSchema) })),
});
export type RoleArchiveImpact = z.infer<typeof roleArchiveImpactSchema>;
