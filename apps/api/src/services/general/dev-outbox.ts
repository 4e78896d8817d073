// The local demo's mailbox: the mails waiting in the outbox (invitations, password resets), newest
// first, so a developer or a demo can follow a link without a mail server. Registered only when
// APP_ENV is local (elsewhere the path does not exist), and kept out of the OpenAPI document.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import type { ZodApp } from '../../http/zod';

const querySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

export function devOutboxRoutes(app: ZodApp): void {
  if (app.ctx.config.env !== 'local') return;
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
