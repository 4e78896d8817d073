// Where the caller is signed in (one row per sign-in, with its refreshes), and signing out the
// others: for a lost phone or a shared computer. Browser and system only: never the raw user
// agent, which says more about the device than the user needs to recognise it.
import { signedInDevicesSchema, signedOutElsewhereSchema } from '@portal/shared-api-contract';
import { listLiveFamilies, revokeOtherFamilies } from '../../auth/sessions';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { describeUserAgent } from './user-agent';

export function deviceRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/profile/sessions', {
    config: { auth: 'user' },
    schema: { tags: ['usermgmt'], summary: 'Where the caller is signed in, last used first; `current` marks this session', response: { 200: signedInDevicesSchema } },
  }, async (request) => {
    const { userId, sessionId } = request.principal!;
    const families = await listLiveFamilies(ctx.db, userId);
    return {
      items: families.map((family) => ({
        id: family.id,
        ...describeUserAgent(family.userAgent),
        signedInAt: family.createdAt.toISOString(),
        lastUsedAt: family.lastUsedAt.toISOString(),
        current: family.id === sessionId,
      })),
    };
  });

  app.post('/profile/sessions/sign-out-others', {
    config: { auth: 'user' },
    schema: { tags: ['usermgmt'], summary: "End the caller's other sessions (this one stays signed in)", response: { 200: signedOutElsewhereSchema } },
  }, async (request) => {
    const { userId, sessionId } = request.principal!;
    const ended = await revokeOtherFamilies(ctx.db, userId, sessionId, 'signed out elsewhere');
    await audit(ctx, request, 'sessions.signed_out_others', { subject: `user:${userId}`, details: { sessionsEnded: ended } });
    return { ended };
  });
}
