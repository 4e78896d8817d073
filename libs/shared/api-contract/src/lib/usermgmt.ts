// The signed-in user's profile, rights and modules in the selected client.
import { z } from 'zod';
import { newPasswordSchema } from './auth';
import { hasNoNul, languageCodeSchema, noNulMessage, portalModuleSchema, rightSchema } from './common';

export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferredLanguageCode: languageCodeSchema,
  /** Bumped by every change: a save based on an older one answers 409 version_conflict. */
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** E.164 after removing spaces, dashes, dots and brackets; a leading 00 becomes +. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s\-.()]/g, '').replace(/^00/, '+'))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'Enter a phone number in international format, e.g. +31 20 123 4567'));

const name = z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters').refine(hasNoNul, noNulMessage);

export const profilePatchSchema = z
  .object({
    preferredLanguageCode: languageCodeSchema.optional(),
    firstName: name.optional(),
    lastName: name.optional(),
    phone: phoneSchema.nullable().optional(),
    /** The profile's version the change was based on (another tab may have saved in between). */
    version: z.number().int().min(1).max(2_147_483_647),
  })
  .strict();
export type ProfilePatch = z.input<typeof profilePatchSchema>;

export const rightsSchema = z.object({ rights: z.array(rightSchema) });
export type Rights = z.infer<typeof rightsSchema>;

export const modulesSchema = z.object({ modules: z.array(portalModuleSchema) });
export type Modules = z.infer<typeof modulesSchema>;

/** Change password: the current one proves it is the user; the new one follows the password policy. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(256).refine(hasNoNul, noNulMessage),
    newPassword: newPasswordSchema,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** One place the user is signed in (a sign-in and its refreshes): browser and system from its user agent. */
export const signedInDeviceSchema = z.object({
  id: z.uuid(),
  /** e.g. "Chrome 131", null when the user agent says nothing recognisable. */
  browser: z.string().nullable(),
  /** e.g. "Windows 10", "Android 15" (Windows 11 says it is 10 in its user agent). */
  os: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
export const signedInDevicesSchema = z.object({ items: z.array(signedInDeviceSchema) });
export type SignedInDevices = z.infer<typeof signedInDevicesSchema>;

/** How many other sessions a "sign out everywhere else" (or a password change) ended. */
export const signedOutElsewhereSchema = z.object({ ended: z.number().int() });
export type SignedOutElsewhere = z.infer<typeof signedOutElsewhereSchema>;

/**
 * An invitation to join a company that waits for the caller's answer (issue 31): until they accept
 * it they see nothing of the company and it lists no company for them. `id` is the membership's.
 */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  /** The company's name. */
  company: z.string(),
  /** Who invited them (first and last name), when known. */
  invitedBy: z.string().nullable(),
  invitedAt: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationsSchema = z.object({ items: z.array(pendingInvitationSchema) });
export type PendingInvitations = z.infer<typeof pendingInvitationsSchema>;
