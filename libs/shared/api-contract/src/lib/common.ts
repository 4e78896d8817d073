// Vocabulary shared by every endpoint: opCos, languages, modules, rights and the error shape.
import { z } from 'zod';
import { dateBounds, languageCodes, opCos, portalModules, rightNames } from './vocabulary';

export const opCoSchema = z.enum(opCos);
export type OpCo = z.infer<typeof opCoSchema>;

export const languageCodeSchema = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const portalModuleSchema = z.enum(portalModules);
export type PortalModule = z.infer<typeof portalModuleSchema>;

export const rightSchema = z.enum(rightNames);
export type Right = z.infer<typeof rightSchema>;

/** Names in each of the seven portal languages. */
export const localisedNamesSchema = z.object({
  'en-US': z.string(),
  de: z.string(),
  'fr-BE': z.string(),
  nl: z.string(),
  'nl-BE': z.string(),
  hu: z.string(),
  pl: z.string(),
});
export type LocalisedNames = z.infer<typeof localisedNamesSchema>;

/** RFC 9457 problem details, with a machine code and, for 400, the invalid fields. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Calendar date as YYYY-MM-DD. */
/**
 * A calendar date (YYYY-MM-DD) in the years a rental can concern: year 0000 and the like pass the
 * ISO format but break the database's date arithmetic (issue 15: found by the fuzzing).
 */
export const isoDateSchema = z.iso.date().refine((d) => d >= dateBounds.min && d <= dateBounds.max, 'Enter a date between 1900 and 2999');

/** Pagination shared by every list endpoint. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
}

/** PostgreSQL text cannot hold NUL: a text with one is refused here, never sent to the database. */
export const hasNoNul = (s: string) => !s.includes('\u0000');
export const noNulMessage = 'Must not contain NUL characters';

/**
 * Free text a user types into a form: trimmed, no NUL (Postgres rejects it), at least `min`
 * (default 1: required) and at most `max` characters.
 */
export const formText = (max: number, min = 1, tooShort = min > 1 ? `Use at least ${min} characters` : 'Required') =>
  z
    .string()
    .trim()
    .refine(hasNoNul, noNulMessage)
    .pipe(z.string().min(min, tooShort).max(max, `Use at most ${max} characters`));

/**
 * A person's name as someone else types it (an invitee's): letters of any script, digits (`Jansen 2`
 * to tell two apart), spaces, and the marks names have (hyphen, apostrophe, full stop, comma). No line breaks, no markup, no link: a
 * name goes into a mail, and must not carry a message of the inviter's choosing (issue 31).
 */
const personNameRule = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,-]*$/u;
/** A full stop between letters reads as a domain (`evil.example`), not as an initial (`J. Smit`). */
const domainLike = /[\p{L}\p{N}]\.[\p{L}\p{N}]/u;
export const personName = (max: number) =>
  formText(max).pipe(z.string().regex(personNameRule, 'Use letters, digits, spaces and - \' . , only').refine((name) => !domainLike.test(name), 'A name cannot hold an address'));

/** Optional form text: empty becomes null. */
export const optionalFormText = (max: number) =>
  z
    .string()
    .trim()
    .refine(hasNoNul, noNulMessage)
    .pipe(z.string().max(max, `Use at most ${max} characters`))
    .transform((s) => (s === '' ? null : s))
    .nullable();
