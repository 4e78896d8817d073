// The caller's own invitations (issue 31): a company that invites someone with an account adds
// nothing until that person says yes here. Accepting makes the company theirs at once (it lists
// and answers X-Corporate-Client); declining removes the membership and its roles. Only the
// invitee's own, waiting invitations are found: anything else answers 404.
import { idParamsSchema, pendingInvitationsSchema } from '@portal/shared-api-contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { membershipRoles, memberships } from '../../db/schema';
import { columns } from '../../db/sql/columns';
import { returningRows, selectRows } from '../../db/sql/rows';
import { isoTimestamp } from '../../db/sql/timestamps';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';

/** A membership of `userId` that waits for their answer (and was not deactivated meanwhile). */
const waiting = (userId: number, membershipId?: number) =>
  sql`m.user_id = ${userId} AND m.accepted_at IS NULL AND m.active ${membershipId === undefined ? sql`` : sql`AND m.id = ${membershipId}`}`;

async function pendingOf(db: Db, userId: number) {
  return selectRows(db, columns({
    id: sql<number>`m.id`,
    company: sql<string>`c.name`,
    invitedBy: sql<string | null>`nullif(concat_ws(' ', i.first_name, i.last_name), '')`,
    invitedAt: sql<string | null>`${isoTimestamp(sql`m.invited_at`)}`,
  }), sql`FROM memberships m JOIN corporate_clients c ON c.id = m.client_id LEFT JOIN users i ON i.id = m.invited_by
    WHERE ${waiting(userId)} ORDER BY m.invited_at DESC NULLS LAST, m.id DESC`);
}

export function invitationAnswerRoutes(app: ZodApp): void {
  const { ctx } = app;

  // The caller's own: no company needed (one they have not accepted yet gives them none).
  const config = { auth: 'user' as const };

  app.get('/profile/invitations', {
    config,
    schema: { tags: ['usermgmt'], summary: 'Invitations to join a company that wait for the caller\'s answer, newest first', response: { 200: pendingInvitationsSchema } },
  }, async (request) => ({ items: await pendingOf(ctx.db, request.principal!.userId) }));

  app.post('/profile/invitations/:id/accept', {
    config,
    schema: {
      tags: ['usermgmt'],
      summary: 'Accept an invitation: the company is the caller\'s from now on (204). 404 when it is not the caller\'s waiting invitation',
      params: idParamsSchema,
      response: { 204: z.null() },
    },
  }, async (request, reply) => {
    const userId = request.principal!.userId;
    const [accepted] = await returningRows(ctx.db, sql`UPDATE memberships m SET accepted_at = now(), version = m.version + 1
      WHERE ${waiting(userId, request.params.id)}`, columns({ clientId: sql<number>`m.client_id` }));
    if (!accepted) throw notFound();
    // The company lists and answers for them at their next request, in every process.
    await ctx.tenants.clear();
    await audit(ctx, request, 'user.invitation_accepted', { subject: `membership:${request.params.id}`, details: { clientId: accepted.clientId } });
    return reply.code(204).send(null);
  });

  app.post('/profile/invitations/:id/decline', {
    config,
    schema: {
      tags: ['usermgmt'],
      summary: 'Decline an invitation: the membership and its roles are removed (204); the company may invite again. 404 when it is not the caller\'s waiting invitation',
      params: idParamsSchema,
      response: { 204: z.null() },
    },
  }, async (request, reply) => {
    const userId = request.principal!.userId;
    const declined = await ctx.db.transaction(async (tx) => {
      const [row] = await selectRows(tx, columns({ id: sql<number>`m.id`, clientId: sql<number>`m.client_id` }),
        sql`FROM memberships m WHERE ${waiting(userId, request.params.id)} FOR UPDATE`);
      if (!row) return null;
      await tx.delete(membershipRoles).where(eq(membershipRoles.membershipId, row.id));
      await tx.delete(memberships).where(eq(memberships.id, row.id));
      return row;
    });
    if (!declined) throw notFound();
    await audit(ctx, request, 'user.invitation_declined', { subject: `membership:${request.params.id}`, details: { clientId: declined.clientId } });
    return reply.code(204).send(null);
  });
}
