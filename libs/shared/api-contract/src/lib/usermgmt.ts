// The signed-in user's profile, rights and modules in the selected client.
import { z } from 'zod';
import { languageCodeSchema, portalModuleSchema, rightSchema } from './common';

export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferredLanguageCode: languageCodeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** E.164 after removing spaces, dashes, dots and brackets; a leading 00 becomes +. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s\-.()]/g, '').replace(/^00/, '+'))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'Enter a phone number in international format, e.g. +31 20 123 4567'));

const name = z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters');

export const profilePatchSchema = z
  .object({
    preferredLanguageCode: languageCodeSchema.optional(),
    firstName: name.optional(),
    lastName: name.optional(),
    phone: phoneSchema.nullable().optional(),
  })
  .strict();
export type ProfilePatch = z.input<typeof profilePatchSchema>;

export const rightsSchema = z.object({ rights: z.array(rightSchema) });
export type Rights = z.infer<typeof rightsSchema>;

export const modulesSchema = z.object({ modules: z.array(portalModuleSchema) });
export type Modules = z.infer<typeof modulesSchema>;
