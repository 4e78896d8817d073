// Inviting a user (MANAGE_ROLES_AND_USERS, Idempotency-Key required), by email. The membership waits
// for the person's answer: someone new gets an account without a usable password and a mail whose
// link sets one (and so accepts); someone who has an account is asked to sign in and accept or
// decline. Until then they see nothing of the company, and the company sees only what it typed
// (issue 31: an existing account was added at once and its real name answered). The answer is the
// same either way: status `invited`, the typed name, a membership id from the same sequence, at the
// same time after the request (lib/answer-floor.ts). A member (deactivated ones too) is 409
// `already_member`. The membership, its roles, the mail and the key's answer are one transaction.
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeyHeaderSchema, invitationSchema, memberSchema, type Member } from '@portal/shared-api-contract';
import type { z } from 'zod';
import { UNSET_PASSWORD_HASH } from '../../auth/passwords';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { idempotencyKeys, membershipRoles, memberships, opCos, users } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { createIdempotently, requestHash, storedAnswer } from '../../lib/idempotency';
import { columns } from '../../db/sql/columns';
import { returningRows } from '../../db/sql/rows';
import { answerFloor } from '../../lib/answer-floor';
import { lockClientPeople, requireCompanyManager } from './access';
import { limitInvitations, sendInvitation } from './invitation';
import { loadMember } from './member-read';
import { checkRoleIds } from './role-rules';

type InvitationValues = z.output<typeof invitationSchema>;

export function alreadyMember(): HttpProblem {
  const message = 'This person is already a user of your company';
  return new HttpProblem(409, 'already_member', 'Conflict', message, [{ field: 'email', message }]);
}

interface Call {
  tenant: Tenant;
  inviterId: number;
  key: string;
  hash: string;
  body: InvitationValues;
  baseUrl: string;
  /** Filled with the invitation link when one was mailed, for the local log. */
  mailed: { link?: string };
}

/** The account with this email, created (in the opCo's language, no usable password) when there is none. */
async function accountFor(tx: Db, tenant: Tenant, body: InvitationValues): Promise<{ id: number; passwordSet: boolean }> {
  const account = { id: users.id, passwordSet: users.passwordSet };
  const [existing] = await tx.select(account).from(users).where(eq(users.email, body.email));
  if (existing) return existing;
  const [opCo] = await tx.select({ language: opCos.defaultLanguage }).from(opCos).where(eq(opCos.code, tenant.opCo));
  const [created] = await tx
    .insert(users)
    .values({ email: body.email, firstName: body.firstName, lastName: body.lastName, passwordHash: UNSET_PASSWORD_HASH, passwordSet: false, preferredLanguage: opCo?.language ?? 'en-US' })
    .onConflictDoNothing({ target: users.email })
    .returning(account);
  if (created) return created;
  // Another company invited the same address at this very moment: it has an account now.
  const [raced] = await tx.select(account).from(users).where(eq(users.email, body.email));
  return raced!;
}

/** The new member, or `replayed` when a twin with the same key committed first. */
async function invite(db: Db, { tenant, inviterId, key, hash, body, baseUrl, mailed }: Call): Promise<{ answer: Member; replayed: boolean }> {
  const { clientId } = tenant;
  return db.transaction(async (tx) => {
    const earlier = await storedAnswer<Member>(tx, inviterId, key, hash, 'invitation');
    if (earlier) return { answer: earlier, replayed: true };
    await lockClientPeople(tx, clientId);
    await checkRoleIds(tx, clientId, body.roleIds);
    const account = await accountFor(tx, tenant, body);
    const [member] = await tx.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.userId, account.id), eq(memberships.clientId, clientId)));
    if (member) throw alreadyMember();
    // The member gets every module the client has; the rights come from the roles. It waits for
    // their answer (accepted_at null) under the name typed here.
    const [membership] = await returningRows(tx, sql`
      INSERT INTO memberships (user_id, client_id, modules, active, invited_by, invited_at, accepted_at, invited_first_name, invited_last_name)
      SELECT ${account.id}, c.id, c.modules, true, ${inviterId}, now(), NULL, ${body.firstName}, ${body.lastName}
      FROM corporate_clients c WHERE c.id = ${clientId}`,
    columns({ id: sql<number>`id` }));
    const membershipId = membership!.id;
    await tx.insert(membershipRoles).values(body.roleIds.map((roleId) => ({ membershipId, roleId })));
    const invitee = { userId: account.id, membershipId, email: body.email, firstName: body.firstName, passwordSet: account.passwordSet };
    const link = await sendInvitation(tx, baseUrl, tenant, inviterId, invitee);
    if (!account.passwordSet) mailed.link = link;
    const { member: answer } = await loadMember(tx, clientId, membershipId, inviterId);
    // Last: a concurrent twin blocks here until this commits, then fails on the unique index.
    await tx.insert(idempotencyKeys).values({ userId: inviterId, key, requestHash: hash, membershipId, response: answer });
    return { answer, replayed: false };
  });
}

export function inviteRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.post('/company/users', {
    schema: {
      tags: ['company'],
      summary: `Invite a user by email (MANAGE_ROLES_AND_USERS; Idempotency-Key required: a retry with the same key and body answers the same member, 201 again, with Idempotent-Replayed: true). The member is \`invited\` until the person accepts: someone new (or without a password yet) by setting a password from the mailed link, someone with an account once signed in. The answer does not tell which (the typed name, status invited). 409 already_member; roles not of the company: 400 roleIds`,
      headers: idempotencyKeyHeaderSchema,
      body: invitationSchema,
      response: { 201: memberSchema },
    },
  }, async (request, reply) => {
    const tenant = requireCompanyManager(request.tenant);
    await limitInvitations(ctx, tenant, request.principal!.userId);
    // An address with an account and one without answer at the same time.
    const answerTime = answerFloor();
    const call: Call = {
      tenant,
      inviterId: request.principal!.userId,
      key: request.headers['idempotency-key'].toLowerCase(),
      hash: requestHash(tenant.clientId, request.body),
      body: request.body,
      baseUrl: ctx.config.publicBaseUrl,
      mailed: {},
    };
    // A unique violation that is not a twin's key is the same person added by a concurrent invite.
    const { answer, replayed } = await createIdempotently(ctx.db, { userId: call.inviterId, key: call.key, hash: call.hash, what: 'invitation' }, () => invite(ctx.db, call), async () => {
      const [member] = await ctx.db
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(users.email, call.body.email), eq(memberships.clientId, tenant.clientId)));
      return member ? alreadyMember() : null;
    });
    // The new member's rights count at once.
    await ctx.tenants.clear();
    if (!replayed) await audit(ctx, request, 'user.invited', { subject: `membership:${answer.id}`, details: { email: answer.email, roleIds: call.body.roleIds, invitationMailed: !!call.mailed.link } });
    if (!replayed && call.mailed.link && ctx.config.env === 'local') request.log.info({ mailTo: call.body.email, invitationLink: call.mailed.link }, 'invitation mail (local only)');
    if (replayed) void reply.header('idempotent-replayed', 'true');
    await answerTime();
    return reply.code(201).send(answer);
  });
}
