// Sign-in: login, refresh (rotation + reuse detection, with a grace window for lost answers) and logout.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loginBodySchema, tokenResponseSchema } from '@portal/shared-api-contract';
import { z } from 'zod';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/cookie';
import { requireOwnCaller } from '../../auth/csrf';
import { upgradePasswordHash } from '../../auth/password-upgrade';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { endSession, rotateSession, startSession } from '../../auth/sessions';
import { noticeNewDevice } from '../../mail/security-mails';
import { clientAddress, rememberSignInAddress, signedInFromBefore } from '../../auth/sign-in-addresses';
import { users } from '../../db/schema';
import { tooManyRequests, unauthorized } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { callerClients } from './client-list';

const ownCallerSchema = z.looseObject({
  'x-requested-with': z.string().max(100).optional().describe('XMLHttpRequest: required unless the Origin header names the portal'),
});

const tooManyAttempts = (wait: number) => tooManyRequests('too_many_attempts', 'Too many sign-in attempts; try again later', wait);

export function authRoutes(app: ZodApp): void {
  const { ctx } = app;
  // The caller's clients travel with the token (tokenResponseSchema). Only a shortcut for the
  // portal: if they cannot be read, the token goes out without them (the session is already
  // started or rotated; failing now would cost the user the session).
  const clientsOf = callerClients(ctx);
  const tokenAnswer = async (userId: number, familyId: string, request: FastifyRequest) => {
    const clients = clientsOf(userId).catch((err: unknown) => {
      request.log.warn({ err }, 'client list for the token answer failed');
      return undefined;
    });
    const [issued, corporateClients] = await Promise.all([ctx.tokens.issue(userId, familyId), clients]);
    return { ...issued, corporateClients };
  };
  const ipLimit = { max: ctx.limits.authPerIpPerMinute, timeWindow: 60_000 };
  // Refresh and logout act on the cookie alone: only the portal itself may call them (auth/csrf.ts).
  const ownCallerOnly = requireOwnCaller(ctx.config);

  app.post('/auth/login', {
    config: { auth: 'public', rateLimit: ipLimit },
    schema: { tags: ['auth'], summary: 'Sign in with email and password', body: loginBodySchema, response: { 200: tokenResponseSchema } },
  }, async (request, reply) => {
    const { email, password } = request.body;
    const address = clientAddress(request);
    // Counted before the password is checked, so parallel guesses cannot all pass under the limit.
    const key = `${email}|${address}`;
    const wait = await ctx.loginLimiter.attempt(key);
    const lockedOut = async (retryAfter: number, limit: 'address' | 'account', actorUserId: number | null) => {
      await audit(ctx, request, 'auth.locked_out', { actorUserId, subject: email, details: { limit, retryAfter } });
      return tooManyAttempts(retryAfter);
    };
    if (wait > 0) throw await lockedOut(wait, 'address', null);
    const [user] = await ctx.db
      .select({ id: users.id, hash: users.passwordHash, active: users.active, passwordSet: users.passwordSet, knownAddress: signedInFromBefore(users.id, address) })
      .from(users)
      .where(eq(users.email, email));
    // Per account, across addresses: many addresses guessing one account are slowed down, while
    // the owner's addresses (a success before) keep their own per-address allowance. Unknown
    // emails are counted the same way, so the answers do not reveal which accounts exist.
    if (!user?.knownAddress) {
      const accountWait = await ctx.accountLoginLimiter.attempt(email);
      if (accountWait > 0) throw await lockedOut(accountWait, 'account', user?.id ?? null);
    }
    // Verify against a dummy hash for unknown emails, and for accounts without a password yet, so
    // timing does not reveal which accounts exist or which were only invited.
    const valid = await verifyPassword(password, user?.passwordSet ? user.hash : await dummyPasswordHash(ctx.config.passwordHashCost));
    // An invited user who has not set a password yet is refused like a wrong password.
    if (!user || !valid || !user.active || !user.passwordSet) {
      const reason = !user ? 'unknown_account' : !valid ? 'wrong_password' : !user.active ? 'account_disabled' : 'no_password_set';
      await audit(ctx, request, 'auth.login_failed', { actorUserId: user?.id ?? null, subject: email, details: { reason } });
      throw unauthorized('invalid_credentials', 'The email address or password is incorrect');
    }
    await ctx.loginLimiter.reset(key);
    // A hash made at a lower cost than configured is replaced, now that the password is at hand.
    await upgradePasswordHash(ctx.db, user.id, user.hash, password, ctx.config.passwordHashCost).catch((err: unknown) => request.log.warn({ err }, 'password rehash failed'));
    await rememberSignInAddress(ctx.db, user.id, address);
    // A browser this account never signed in with: its owner hears of it (a security notice).
    await noticeNewDevice(ctx.db, user.id, request.headers['user-agent'], ctx.config.publicBaseUrl)
      .catch((err: unknown) => request.log.error({ err }, 'new-device notice not written'));
    const session = await startSession(ctx.db, user.id, request.headers['user-agent']);
    setRefreshCookie(reply, session.token);
    reply.header('cache-control', 'no-store');
    return tokenAnswer(user.id, session.familyId, request);
  });

  app.post('/auth/refresh', {
    config: { auth: 'public', rateLimit: { ...ipLimit, max: ipLimit.max * 4 } },
    onRequest: ownCallerOnly,
    schema: { tags: ['auth'], summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)', headers: ownCallerSchema, response: { 200: tokenResponseSchema } },
  }, async (request, reply) => {
    const token = readRefreshCookie(request);
    if (!token) throw unauthorized('missing_refresh_token');
    try {
      const next = await rotateSession(ctx.db, token, {
        graceMs: ctx.config.refreshReuseGraceMs,
        onReuse: (reused) =>
          audit(ctx, request, 'auth.refresh_reused', { actorUserId: reused.userId, subject: reused.userId ? `user:${reused.userId}` : null, details: { sessionId: reused.familyId } }),
      });
      setRefreshCookie(reply, next.token);
      reply.header('cache-control', 'no-store');
      return await tokenAnswer(next.userId, next.familyId, request);
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  app.post('/auth/logout', {
    config: { auth: 'public', rateLimit: ipLimit },
    onRequest: ownCallerOnly,
    schema: { tags: ['auth'], summary: 'End the session of the refresh cookie', headers: ownCallerSchema, response: { 204: { type: 'null', description: 'Signed out' } } },
  }, async (request, reply) => {
    const token = readRefreshCookie(request);
    if (token) await endSession(ctx.db, token);
    clearRefreshCookie(reply);
    return reply.code(204).send();
  });
}
