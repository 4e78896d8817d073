// One-click unsubscribe (RFC 8058, issue 34), without signing in: the signed token in the path is
// the only credential (mail/unsubscribe-token.ts). GET never changes anything, because mail
// scanners and link previews fetch links; it answers a page whose button POSTs. The POST, from that
// page or from a mail client's own Unsubscribe button, turns the topic's mail off. No cookie is
// read here, so there is nothing for a forged cross-site request to ride on: the CSRF rule for
// cookie routes (auth/csrf.ts) does not apply (docs/security.md).
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { UNSUBSCRIBE_TOKEN_PATTERN, verifyUnsubscribe } from '../../mail/unsubscribe-token';
import { turnMailOff } from './preference-store';
import { unsubscribePage, unsubscribePageCsp } from './unsubscribe-page';

/** Not of a token's shape: 400; of its shape but not genuine (another user, topic or signature): 404. */
const paramsSchema = z.object({ token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN) });

export function unsubscribeRoutes(app: ZodApp): void {
  const { ctx } = app;
  const rateLimit = { max: ctx.limits.authPerIpPerMinute, timeWindow: 60_000 };
  // RFC 8058's body and the page's form both come as a urlencoded form: parsed for these routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))));

  /** The user the token names and their language; 404 for a forged, altered or stale one alike. */
  const subjectOf = async (token: string) => {
    const subject = verifyUnsubscribe(ctx.unsubscribeSecret, token);
    const [user] = subject ? await ctx.db.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, subject.userId)) : [];
    if (!subject || !user) throw notFound('This unsubscribe link is not valid');
    return { ...subject, language: user.language };
  };
  const answer = (reply: FastifyReply, html: string) =>
    reply.header('content-security-policy', unsubscribePageCsp).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const profileUrl = new URL('/order/profile', ctx.config.publicBaseUrl).toString();

  app.get('/public/unsubscribe/:token', {
    config: { auth: 'public', rateLimit },
    schema: { tags: ['auth'], summary: 'A page asking whether to stop the mails of the topic the signed token names; changes nothing (mail scanners fetch links)', params: paramsSchema },
  }, async (request, reply) => {
    const { language, topic } = await subjectOf(request.params.token);
    return answer(reply, unsubscribePage(language, topic, false, profileUrl));
  });

  app.post('/public/unsubscribe/:token', {
    config: { auth: 'public', rateLimit },
    schema: { tags: ['auth'], summary: 'One-click unsubscribe (RFC 8058): body List-Unsubscribe=One-Click (urlencoded); turns that topic\'s mail off for the user the signed token names; no sign-in', params: paramsSchema },
  }, async (request, reply) => {
    const { userId, language, topic } = await subjectOf(request.params.token);
    const body = request.body as Record<string, unknown> | undefined;
    if (body?.['List-Unsubscribe'] !== 'One-Click') throw badRequest('invalid_unsubscribe', 'Send List-Unsubscribe=One-Click as a urlencoded form');
    await turnMailOff(ctx.db, userId, topic);
    request.log.info({ userId, topic }, 'unsubscribed by link');
    return answer(reply, unsubscribePage(language, topic, true, profileUrl));
  });
}
