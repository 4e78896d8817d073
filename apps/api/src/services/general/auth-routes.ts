// Sign-in: login, refresh (rotation + reuse detection) and logout.
import { eq } from 'drizzle-orm';
import { loginBodySchema, tokenResponseSchema } from '@portal/shared-api-contract';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/cookie';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { endSession, rotateSession, startSession } from '../../auth/sessions';
import { users } from '../../db/schema';
import { HttpProblem, unauthorized } from '../../http/problem';
import type { ZodApp } from '../../http/zod';

export function authRoutes(app: ZodApp): void {
  const { ctx } = app;
  const ipLimit = { max: ctx.limits.authPerIpPerMinute, timeWindow: 60_000 };

  app.post('/auth/login', {
    config: { auth: 'public', rateLimit: ipLimit },
    schema: { tags: ['auth'], summary: 'Sign in with email and password', body: loginBodySchema, response: { 200: tokenResponseSchema } },
  }, async (request, reply) => {
    const { email, password } = request.body;
    const key = `${email}|${request.ip}`;
    const wait = ctx.loginLimiter.retryAfter(key);
    if (wait > 0) {
      throw new HttpProblem(429, 'too_many_attempts', 'Too Many Requests', 'Too many sign-in attempts; try again later', undefined, { 'retry-after': String(wait) });
    }
    const [user] = await ctx.db.select({ id: users.id, hash: users.passwordHash, active: users.active, passwordSet: users.passwordSet }).from(users).where(eq(users.email, email));
    // Verify against a dummy hash for unknown emails so timing does not reveal which accounts exist.
    const valid = await verifyPassword(password, user?.hash ?? (await dummyPasswordHash()));
    // An invited user who has not set a password yet is refused like a wrong password.
    if (!user || !valid || !user.active || !user.passwordSet) {
      ctx.loginLimiter.hit(key);
      throw unauthorized('invalid_credentials', 'The email address or password is incorrect');
    }
    ctx.loginLimiter.reset(key);
    const session = await startSession(ctx.db, user.id, request.headers['user-agent']);
    setRefreshCookie(reply, session.token);
    reply.header('cache-control', 'no-store');
    return ctx.tokens.issue(user.id, session.familyId);
  });

  app.post('/auth/refresh', {
    config: { auth: 'public', rateLimit: { ...ipLimit, max: ipLimit.max * 4 } },
    schema: { tags: ['auth'], summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)', response: { 200: tokenResponseSchema } },
  }, async (request, reply) => {
    const token = readRefreshCookie(request);
    if (!token) throw unauthorized('missing_refresh_token');
    try {
      const next = await rotateSession(ctx.db, token);
      setRefreshCookie(reply, next.token);
      reply.header('cache-control', 'no-store');
      return await ctx.tokens.issue(next.userId, next.familyId);
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  app.post('/auth/logout', {
    config: { auth: 'public', rateLimit: ipLimit },
    schema: { tags: ['auth'], summary: 'End the session of the refresh cookie', response: { 204: { type: 'null', description: 'Signed out' } } },
  }, async (request, reply) => {
    const token = readRefreshCookie(request);
    if (token) await endSession(ctx.db, token);
    clearRefreshCookie(reply);
    return reply.code(204).send();
  });
}
