// The caller's notification preferences (issue 34): per user, not per client (one person, one
// inbox). PUT names the version it was based on; a stale one answers 409 version_conflict with the
// preferences as they are now, as the profile does.
import { mailOnlyTopics, notificationPreferencesSchema } from '@portal/shared-api-contract';
import { versionConflict, versionedResponses } from '../../http/conflict';
import { badRequest, notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { readPreferences, savePreferences } from './preference-store';

export function preferenceRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/notification-preferences', {
    config: { auth: 'user' },
    schema: { tags: ['usermgmt'], summary: "The caller's notification preferences: each topic by mail and in the portal (the saved choice or the default), with the version a save names", response: { 200: notificationPreferencesSchema } },
  }, async (request, reply) => {
    const preferences = await readPreferences(db, request.principal!.userId);
    if (!preferences) throw notFound();
    reply.header('cache-control', 'no-store');
    return preferences;
  });

  app.put('/notification-preferences', {
    config: { auth: 'user' },
    schema: {
      tags: ['usermgmt'],
      summary: "Save the caller's notification preferences for the topics named (others keep theirs); 409 version_conflict with `current` when another tab or an unsubscribe link saved first",
      body: notificationPreferencesSchema,
      response: versionedResponses(notificationPreferencesSchema),
    },
  }, async (request) => {
    const { userId } = request.principal!;
    const { topics, version } = request.body;
    const errors = topics.flatMap((t, i) => [
      ...(t.portal && mailOnlyTopics.includes(t.topic) ? [{ field: `topics.${i}.portal`, message: 'This topic is sent by mail only' }] : []),
      ...(topics.findIndex((o) => o.topic === t.topic) !== i ? [{ field: `topics.${i}.topic`, message: 'Named twice' }] : []),
    ]);
    if (errors.length) throw badRequest('invalid_preferences', 'Some preferences cannot be saved', errors);
    const saved = await savePreferences(db, userId, version, topics);
    const current = await readPreferences(db, userId);
    if (!current) throw notFound();
    if (!saved) throw versionConflict('notification preferences', current);
    return current;
  });
}
