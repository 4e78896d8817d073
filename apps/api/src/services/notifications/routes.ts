// The caller's notifications in the selected client (issue 34): a page of them newest first with
// the unread count, and marking them read. Another user's or client's are never listed, and
// marking one that is not the caller's answers 404 (the same as one that does not exist).
import { idParamsSchema, notificationPageSchema, notificationQuerySchema, type NotificationKind } from '@portal/shared-api-contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';

export function notificationRoutes(app: ZodApp): void {
  const { db } = app.ctx;
  const mine = (userId: number, clientId: number) => and(eq(notifications.userId, userId), eq(notifications.clientId, clientId));

  app.get('/notifications', {
    schema: { tags: ['usermgmt'], summary: "The caller's notifications in the selected client, newest first, with how many are unread", querystring: notificationQuerySchema, response: { 200: notificationPageSchema } },
  }, async (request, reply) => {
    const { page, pageSize } = request.query;
    const where = mine(request.principal!.userId, request.tenant!.clientId);
    const [rows, [totals]] = await Promise.all([
      db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` }).from(notifications).where(where),
    ]);
    reply.header('cache-control', 'no-store');
    return {
      items: rows.map((n) => ({ id: n.id, kind: n.kind as NotificationKind, subject: n.subject, link: n.link, createdAt: n.createdAt.toISOString(), read: n.readAt !== null })),
      page,
      pageSize,
      total: totals?.total ?? 0,
      unread: totals?.unread ?? 0,
    };
  });

  app.post('/notifications/read-all', {
    schema: { tags: ['usermgmt'], summary: "Mark all the caller's notifications in the selected client read", response: { 204: z.null() } },
  }, async (request, reply) => {
    await db.update(notifications).set({ readAt: sql`now()` }).where(and(mine(request.principal!.userId, request.tenant!.clientId), isNull(notifications.readAt)));
    return reply.code(204).send(null);
  });

  app.post('/notifications/:id/read', {
    schema: { tags: ['usermgmt'], summary: 'Mark one of the caller\'s notifications read (404 for anyone else\'s)', params: idParamsSchema, response: { 204: z.null() } },
  }, async (request, reply) => {
    const rows = await db.update(notifications).set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, request.params.id), mine(request.principal!.userId, request.tenant!.clientId)))
      .returning({ id: notifications.id });
    if (!rows.length) throw notFound();
    return reply.code(204).send(null);
  });
}
