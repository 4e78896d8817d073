// Forgot and reset password. Forgot always answers 202 so it never reveals whether an account
// exists; the mail goes to the outbox table (and the log, when running locally). Reset also takes
// an invitation's token (valid for days, not an hour): setting the first password is a reset.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { forgotPasswordBodySchema, opCoSchema, resetPasswordBodySchema, tokenResponseSchema } from '@portal/shared-api-contract';
import { z } from 'zod';
import { guessablePassword, isGuessablePassword } from '../../auth/guessable-passwords';
import { hashPassword } from '../../auth/passwords';
import { revokeAllForUser } from '../../auth/sessions';
import { memberships, outbox, passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { queueSecurityNotice } from '../../mail/security-mails';
import { answerFloor } from '../../lib/answer-floor';
import { audit } from '../../lib/audit';
import { resetMail } from './reset-mail';
import { sessionAnswers } from './session-answer';

const RESET_TTL_MS = 3600_000;
const opCoHeaders = z.looseObject({ 'x-opco': opCoSchema.optional() });
/** Tokens are stored as their hash only (invitations write theirs with it too: company/invitation.ts). */
export const resetTokenHash = (v: string) => createHash('sha256').update(v).digest('base64url');

export function passwordRoutes(app: ZodApp): void {
  const { ctx } = app;
  const rateLimit = { max: ctx.limits.authPerIpPerMinute, timeWindow: 60_000 };
  const { startSessionAnswer } = sessionAnswers(ctx);

  app.post('/public/profiles/password/forgot', {
    config: { auth: 'public', rateLimit },
    schema: { tags: ['auth'], summary: 'Mail a password reset link (always 202)', headers: opCoHeaders, body: forgotPasswordBodySchema, response: { 202: z.null() } },
  }, async (request, reply) => {
    // Known address or not, the answer comes at the same time (lib/answer-floor.ts).
    const answerTime = answerFloor();
    const { email } = request.body;
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    // At most three mails per address per hour, silently: the answer must not differ. Counted in
    // the database (every API process shares the three), for every address, known or not.
    const allowed = (await ctx.mailLimiter.attempt(email)) === 0;
    if (user?.active && allowed) {
      const token = randomBytes(32).toString('base64url');
      await ctx.db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: resetTokenHash(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      const opCo = request.headers['x-opco'] as z.infer<typeof opCoSchema> | undefined;
      const mail = resetMail(ctx.config.publicBaseUrl, token, user.firstName, opCo);
      await ctx.db.insert(outbox).values({ recipient: user.email, subject: mail.subject, body: mail.body, opCo: opCo ?? null });
      if (ctx.config.env === 'local') request.log.info({ mailTo: user.email, resetLink: mail.link }, 'password reset mail (local only)');
    }
    // Every request, known address or not: the same work either way, and a spray shows in the log.
    await audit(ctx, request, 'password.reset_requested', { actorUserId: user?.id ?? null, subject: email });
    await answerTime();
    return reply.code(202).send(null);
  });

  app.post('/public/profiles/password/reset', {
    config: { auth: 'public', rateLimit },
    schema: { tags: ['auth'], summary: 'Set a new password with a reset token (single use, one hour; 204) or an invitation token (single use, valid for days; 200: signed in, as by /auth/login, in the language chosen)', headers: opCoHeaders, body: resetPasswordBodySchema, response: { 200: tokenResponseSchema, 204: z.null() } },
  }, async (request, reply) => {
    const { token, password, language } = request.body;
    const invalidToken = () => badRequest('invalid_reset_token', 'The reset link is invalid, used or expired', [{ field: 'token', message: 'Invalid or expired' }]);
    const live = () => and(eq(passwordResetTokens.tokenHash, resetTokenHash(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date()));
    // The password is checked against its owner's details before the token is spent, so a refused
    // one leaves the link usable for the next try.
    const [owner] = await ctx.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, active: users.active })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(live());
    if (!owner) throw invalidToken();
    if (isGuessablePassword(password, owner)) throw guessablePassword('password');
    const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
    // Spending the token is one conditional update, so it cannot be used twice even concurrently.
    const [spent] = await ctx.db.update(passwordResetTokens).set({ usedAt: new Date() }).where(live())
      .returning({ userId: passwordResetTokens.userId, membershipId: passwordResetTokens.membershipId });
    if (!spent) throw invalidToken();
    // Every other link of the user is spent with it: an older reset mail (or invitation) lying in
    // a mailbox must not set the password again.
    await ctx.db.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    // An invited user's account becomes usable: sign-in refuses it until a password was set.
    // An invited user's first language is the one they read the page in, not the opCo's default.
    const firstLanguage = spent.membershipId && language ? { preferredLanguage: language, version: sql`${users.version} + 1` } : {};
    await ctx.db.update(users).set({ passwordHash, passwordSet: true, ...firstLanguage }).where(eq(users.id, spent.userId));
    // An invitation's link answers its invitation: choosing a password from it is saying yes.
    if (spent.membershipId) {
      await ctx.db.update(memberships).set({ acceptedAt: new Date() }).where(and(eq(memberships.id, spent.membershipId), isNull(memberships.acceptedAt)));
      await ctx.tenants.clear();
    }
    // A reset ends every existing session: whoever knew the old password is signed out.
    await revokeAllForUser(ctx.db, spent.userId, 'password reset');
    await audit(ctx, request, 'password.reset_done', { actorUserId: spent.userId, subject: `user:${spent.userId}` });
    // A reset (not an invitation's first password) is a change its owner must hear of.
    if (!spent.membershipId) await queueSecurityNotice(ctx.db, spent.userId, 'password_changed', ctx.config.publicBaseUrl);
    // An invited colleague has just chosen their password: they are signed in as by /auth/login,
    // not sent to sign in. A reset still ends at the sign-in page.
    if (spent.membershipId && owner.active) {
      return reply.code(200).send(await startSessionAnswer(spent.userId, request, reply));
    }
    return reply.code(204).send(null);
  });
}
