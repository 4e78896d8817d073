// Sending an invitation again (MANAGE_ROLES_AND_USERS), e.g. when the first one expired: only to a
// member who is still invited. Someone without a password gets a new link (older ones stop working;
// the new one is valid for companyLimits.invitationDays); someone with an account is reminded to
// sign in and answer. Versioned on the membership like every change of a member.
import { eq, sql } from 'drizzle-orm';
import { companyVersionBodySchema, idParamsSchema, memberSchema } from '@portal/shared-api-contract';
import { memberships, users } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { requireCompanyManager } from './access';
import { versionedResponses, versionConflict } from '../../http/conflict';
import { limitInvitations, sendInvitation } from './invitation';
import { loadMember } from './member-read';

export const notInvited = () =>
  new HttpProblem(409, 'not_invited', 'Conflict', 'This user has accepted the invitation or was deactivated; only invited users get the invitation again');

export function invitationResendRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.post('/company/users/:id/invitation', {
    schema: {
      tags: ['company'],
      summary: "Send the invitation again (MANAGE_ROLES_AND_USERS; only to an invited user, else 409 not_invited): the older links stop working. 409 version_conflict with `current`; 404 for another client's user",
      params: idParamsSchema,
      body: companyVersionBodySchema,
      response: versionedResponses(memberSchema),
    },
  }, async (request) => {
    const tenant = requireCompanyManager(request.tenant);
    const callerId = request.principal!.userId;
    await limitInvitations(ctx, tenant, callerId);
    const { link, member } = await ctx.db.transaction(async (tx) => {
      const current = await loadMember(tx, tenant.clientId, request.params.id, callerId, true);
      if (current.member.version !== request.body.version) throw versionConflict('user', current.member);
      if (current.member.status !== 'invited') throw notInvited();
      const [account] = await tx.select({ passwordSet: users.passwordSet }).from(users).where(eq(users.id, current.userId));
      const invitee = { userId: current.userId, membershipId: current.membershipId, email: current.member.email, firstName: current.member.firstName, passwordSet: account!.passwordSet };
      const sent = await sendInvitation(tx, ctx.config.publicBaseUrl, tenant, callerId, invitee);
      await tx.update(memberships)
        .set({ invitedBy: callerId, invitedAt: new Date(), version: sql`${memberships.version} + 1` })
        .where(eq(memberships.id, current.membershipId));
      return { link: sent, member: (await loadMember(tx, tenant.clientId, request.params.id, callerId)).member };
    });
    if (ctx.config.env === 'local') request.log.info({ mailTo: member.email, invitationLink: link }, 'invitation mail (local only)');
    return member;
  });
}
