// Contact persons, delivery addresses and projects (with budget against spend) of the selected
// client: `/company/contact-persons`, `/company/addresses`, `/company/projects` (see company.ts).
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { formText, isoDateSchema, optionalFormText, pageOf } from './common';
import { archivedAndVersion, companyVersionSchema, emailSchema } from './company';
import { dbIdSchema } from './overview';
import { phoneSchema } from './usermgmt';
import { companyLimits as L, countryCodes } from './vocabulary';
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
  ...archivedAndVersion,
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;
export const contactPersonPageSchema = pageOf(contactPersonSchema);
export type ContactPersonPage = z.infer<typeof contactPersonPageSchema>;

const contactPersonFields = z.object({
  firstName: formText(L.maxName),
  lastName: formText(L.maxName),
  jobTitle: optionalFormText(L.maxJobTitle),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailSchema.nullable()),
  phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneSchema.nullable()),
});
/** `POST /company/contact-persons` with `Idempotency-Key`. */
export const contactPersonInputSchema = contactPersonFields.strict();
export type ContactPersonInput = z.input<typeof contactPersonInputSchema>;
/** `PUT /company/contact-persons/:id`. */
export const contactPersonUpdateSchema = contactPersonFields.extend({ version: companyVersionSchema }).strict();
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
  ...archivedAndVersion,
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
  label: formText(L.maxLabel),
  /** Street and number. */
  street: formText(L.maxStreet),
  postalCode: formText(L.maxPostalCode),
  city: formText(L.maxCity),
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
export const addressUpdateSchema = addressFields.extend({ version: companyVersionSchema }).strict().superRefine(postalCodeOfCountry);
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
  ...archivedAndVersion,
});
export type Project = z.infer<typeof projectSchema>;
export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

const projectFields = z.object({
  name: formText(L.maxProjectName),
  /** Unique within the client: 409 `code_taken`. */
  code: formText(L.maxProjectCode),
  addressId: dbIdSchema.nullable(),
  poNumber: optionalFormText(L.maxPoNumber),
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
export const projectUpdateSchema = projectFields.extend({ version: companyVersionSchema }).strict().superRefine(endNotBeforeStart);
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;
