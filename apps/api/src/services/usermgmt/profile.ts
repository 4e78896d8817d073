// The signed-in user's own profile. Email changes are not offered here: they need a verified flow.
import { and, eq, sql } from 'drizzle-orm';
import { modulesSchema, opCoSchema, profilePatchSchema, profileSchema, rightsSchema, type Profile } from '@portal/shared-api-contract';
import { z } from 'zod';
import { users } from '../../db/schema';
import { notFound } from '../../http/problem';
import { versionedResponses, versionConflict } from '../../http/conflict';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ZodApp } from '../../http/zod';

/** The portal sends its opCo on user-management calls; validated so a typo shows up early. */
const opCoHeaders = z.looseObject({ 'x-opco': opCoSchema.optional() });

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  preferredLanguageCode: users.preferredLanguage,
  version: users.version,
};

export function profileRoutes(app: ZodApp): void {
  const { ctx } = app;
  // The shell reads the profile on every start; only this service changes it, and it forgets
  // the cached copy when it does.
  const profiles = createTtlCache<Profile>(5_000, 20_000);

  app.get('/profile', {
    schema: { tags: ['usermgmt'], summary: "The caller's profile", headers: opCoHeaders, response: { 200: profileSchema } },
  }, async (request) => {
    const key = String(request.principal!.userId);
    const cached = profiles.get(key);
    if (cached) return cached;
    const [profile] = await ctx.db.select(profileColumns).from(users).where(eq(users.id, request.principal!.userId));
    if (!profile) throw notFound();
    profiles.set(key, profile);
    return profile;
  });

  app.patch('/profile', {
    schema: {
      tags: ['usermgmt'],
      summary: "Change the caller's name, phone or preferred language; 409 version_conflict with `current` when another tab saved first",
      headers: opCoHeaders,
      body: profilePatchSchema,
      response: versionedResponses(profileSchema),
    },
  }, async (request) => {
    const { userId } = request.principal!;
    const { version, preferredLanguageCode, ...rest } = request.body;
    const changes = { ...rest, ...(preferredLanguageCode ? { preferredLanguage: preferredLanguageCode } : {}) };
    const mine = eq(users.id, userId);
    // One conditional update: of two saves based on the same version, only the first lands.
    const [saved] = Object.keys(changes).length
      ? await ctx.db.update(users).set({ ...changes, version: sql`${users.version} + 1` }).where(and(mine, eq(users.version, version))).returning(profileColumns)
      : await ctx.db.select(profileColumns).from(users).where(and(mine, eq(users.version, version)));
    profiles.delete(String(userId));
    if (saved) return saved;
    const [current] = await ctx.db.select(profileColumns).from(users).where(mine);
    if (!current) throw notFound();
    throw versionConflict('profile', current);
  });

  app.get('/rights', {
    schema: { tags: ['usermgmt'], summary: "The caller's rights in the selected client", headers: opCoHeaders, response: { 200: rightsSchema } },
  }, async (request) => ({ rights: request.tenant!.rights }));

  app.get('/modules', {
    schema: { tags: ['usermgmt'], summary: 'Modules active for the caller in the selected client', headers: opCoHeaders, response: { 200: modulesSchema } },
  }, async (request) => ({ modules: request.tenant!.modules }));
}
