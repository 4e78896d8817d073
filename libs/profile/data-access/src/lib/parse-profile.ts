import type { Profile } from '@portal/shared-api-contract';

/**
 * The profile checked against the contract, with the schema library loaded on first use: the app
 * reads the profile at every start (LocaleSync, services.ts), and zod must stay out of the first
 * load (docs/architecture.md, `npm run size`).
 */
export async function parseProfile(data: unknown): Promise<Profile> {
  const { profileSchema } = await import('./profile-schema');
  return profileSchema.parse(data);
}
