// Sign-in, token refresh and password reset.
import { z } from 'zod';
import { hasNoNul, languageCodeSchema, noNulMessage } from './common';
import { corporateClientListSchema } from './shell';
import { passwordPolicy } from './vocabulary';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid email address' }));

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(256).refine(hasNoNul, noNulMessage),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  /**
   * The user's corporate clients, as `GET /corporate-clients` lists them, on the answers that start
   * a session (login, refresh): the portal's start needs no round trip for the list (issue 14).
   */
  corporateClients: corporateClientListSchema.optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * The password policy (vocabulary.ts): its length, checked by the server and the portal's forms
 * alike. The server also refuses common and guessable passwords (`passwordPolicy.guessableCode`).
 */
export const newPasswordSchema = z
  .string()
  .min(passwordPolicy.minLength, `Use at least ${passwordPolicy.minLength} characters`)
  .max(passwordPolicy.maxLength, `Use at most ${passwordPolicy.maxLength} characters`)
  .refine(hasNoNul, noNulMessage);

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  /** Reset and invitation tokens are random bytes in base64url: anything else is no token of ours. */
  token: z.string().min(16).max(200).regex(/^[\w-]+$/, 'Invalid or expired'),
  password: newPasswordSchema,
  /** The language the page was read in: an invited user's first choice, saved as their language. */
  language: languageCodeSchema.optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** JWT claims of the access token beyond the registered ones. */
export const accessTokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number().optional(),
  email: z.string().optional(),
  staff: z.boolean().optional(),
  /** The session (sign-in) the token belongs to. */
  sid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
