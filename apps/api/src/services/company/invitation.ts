// What an invitation writes: for someone without a password a single-use token in
// password_reset_tokens (the reset endpoint takes it, for companyLimits.invitationDays instead of a
// reset's hour, and accepts the membership with it), and the mail in the outbox, in the same
// transaction as the waiting membership. Only the token's hash is stored, as for resets.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { companyLimits } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { outbox, passwordResetTokens, users } from '../../db/schema';
import { invitationMail, membershipNoticeMail, type InvitationFacts } from '../general/invitation-mail';
import { tooManyRequests } from '../../http/problem';
import { resetTokenHash } from '../general/password';

const INVITATION_TTL_MS = companyLimits.invitationDays * 24 * 3600_000;

/**
 * Each invitation (and each one sent again) mails someone: a few per inviting user and per company
 * per hour (issue 31: 30 went out in 11 s). Counted before the work; past it, 429 with Retry-After.
 */
export async function limitInvitations(ctx: AppContext, tenant: Tenant, inviterId: number): Promise<void> {
  const wait = Math.max(await ctx.invitationUserLimiter.attempt(String(inviterId)), await ctx.invitationClientLimiter.attempt(String(tenant.clientId)));
  if (wait > 0) throw tooManyRequests('too_many_invitations', 'Too many invitations in a short time; try again later', wait);
}

export interface Invitee {
  userId: number;
  /** The membership that waits for their answer. */
  membershipId: number;
  email: string;
  /** As the inviter typed it: the only text of the inviter's that reaches the mail. */
  firstName: string;
  /** Whether the account has a password: then they answer the invitation once signed in. */
  passwordSet: boolean;
}

/** Facts the mails name: the company and who invited (read in the transaction). */
export async function invitationFacts(tx: Db, tenant: Tenant, inviterId: number, firstName: string): Promise<InvitationFacts> {
  const [inviter] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, inviterId));
  return { firstName, company: tenant.name, inviter: inviter ? `${inviter.firstName} ${inviter.lastName}` : tenant.name };
}

/**
 * Mails the invitation. Someone without a password gets a link that sets one and accepts this
 * membership (their unused older links stop working); someone with an account is asked to sign in
 * and answer it there. Returns the link, which the route logs when running locally.
 */
export async function sendInvitation(tx: Db, baseUrl: string, tenant: Tenant, inviterId: number, invitee: Invitee): Promise<string> {
  const facts = await invitationFacts(tx, tenant, inviterId, invitee.firstName);
  let mail: { subject: string; body: string; link: string };
  if (invitee.passwordSet) mail = membershipNoticeMail(baseUrl, facts, tenant.opCo);
  else {
    const now = new Date();
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, invitee.userId), isNull(passwordResetTokens.usedAt)));
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({ userId: invitee.userId, membershipId: invitee.membershipId, tokenHash: resetTokenHash(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
    mail = invitationMail(baseUrl, token, facts, tenant.opCo);
  }
  await tx.insert(outbox).values({ recipient: invitee.email, subject: mail.subject, body: mail.body, opCo: tenant.opCo });
  return mail.link;
}
