// The local demo's mailbox: the mails waiting in the outbox (invitations, password resets), newest
// first, so a developer or a demo can follow a link without a mail server. It hands out reset
// links, so it exists only where nobody else can reach it: APP_ENV local (which an unset APP_ENV
// also means) AND a server listening on loopback only. A container (HOST=0.0.0.0) or a deployed
// environment never has it, and it is kept out of the OpenAPI document.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import type { ZodApp } from '../../http/zod';

const querySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1']);

export function devOutboxRoutes(app: ZodApp): void {
  const { env, host } = app.ctx.config;
  if (env !== 'local' || !loopbackHosts.has(host)) return;
  app.get('/dev/outbox', {
    config: { auth: 'public' },
    schema: { hide: true, querystring: querySchema },
  }, async (request, reply) => {
    const { to } = request.query;
    const mails = await app.ctx.db
      .select({ to: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
      .from(outbox)
      .where(to ? eq(outbox.recipient, to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(50);
    reply.header('cache-control', 'no-store');
    return { mails };
  });
}
