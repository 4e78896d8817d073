import type { Profile } from '@portal/shared-api-contract';

/**
 * The profile's check against the contract, with the schema library loaded on first use: the app
 * reads the profile at every start (LocaleSync, services.ts), and zod must stay out of the first
 * load (docs/architecture.md, `npm run size`). Ask for it when the request starts, not when the
 * answer is in: a chunk fetched after the answer is one more round trip before the first signed-in
 * page (issue 14).
 */
export function profileParser(): Promise<(data: unknown) => Profile> {
  return import('./profile-schema').then(({ profileSchema }) => (data) => profileSchema.parse(data));
}
