// The signed-in user's own profile. Email changes are not offered here: they need a verified flow.
import { eq } from 'drizzle-orm';
import { modulesSchema, opCoSchema, profilePatchSchema, profileSchema, rightsSchema, type Profile } from '@portal/shared-api-contract';
import { z } from 'zod';
import { users } from '../../db/schema';
import { notFound } from '../../http/problem';
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
    schema: { tags: ['usermgmt'], summary: "Change the caller's name, phone or preferred language", headers: opCoHeaders, body: profilePatchSchema, response: { 200: profileSchema } },
  }, async (request) => {
    const { preferredLanguageCode, ...rest } = request.body;
    const changes = { ...rest, ...(preferredLanguageCode ? { preferredLanguage: preferredLanguageCode } : {}) };
    const query = Object.keys(changes).length
      ? ctx.db.update(users).set(changes).where(eq(users.id, request.principal!.userId)).returning(profileColumns)
      : ctx.db.select(profileColumns).from(users).where(eq(users.id, request.principal!.userId));
    const [profile] = await query;
    profiles.delete(String(request.principal!.userId));
    if (!profile) throw notFound();
    return profile;
  });

  app.get('/rights', {
    schema: { tags: ['usermgmt'], summary: "The caller's rights in the selected client", headers: opCoHeaders, response: { 200: rightsSchema } },
  }, async (request) => ({ rights: request.tenant!.rights }));

  app.get('/modules', {
    schema: { tags: ['usermgmt'], summary: 'Modules active for the caller in the selected client', headers: opCoHeaders, response: { 200: modulesSchema } },
  }, async (request) => ({ modules: request.tenant!.modules }));
}
