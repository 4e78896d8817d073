// Helpers of the profile, password and device tests: a sign-in from a named browser that keeps
// its refresh cookie, so a test can hold several sessions of one person side by side.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, type Harness } from '../../testing/harness';
import { ownCallerHeaders } from '../../auth/csrf';

export const BASE = '/api/usermgmt';
export const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
export const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

export interface Session {
  /** Bearer authorization header of the access token. */
  auth: { authorization: string };
  /** The refresh cookie as a request header value. */
  cookie: string;
}

const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;
export const sessionOf = (res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }): Session => {
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  return { auth: { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` }, cookie: cookieOf(res) };
};

export async function signIn(h: Harness, email: string, userAgent = CHROME_WINDOWS, password = DEMO_PASSWORD): Promise<Session> {
  return sessionOf(await h.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email, password } }));
}

export const refresh = (h: Harness, session: Session) => h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: session.cookie, ...ownCallerHeaders } });

/** Refreshes and returns the session with its new access token and cookie. */
export const refreshed = async (h: Harness, session: Session): Promise<Session> => sessionOf(await refresh(h, session));

/**
 * As if the grace window of the session's replaced refresh tokens had passed (auth/sessions.ts
 * REFRESH_REUSE_GRACE_MS, by the database's clock): moves back when each token of that sign-in
 * was spent, by the window and a second. Presenting one of them again is then reuse.
 */
export async function afterGraceWindow(h: Harness, session: Pick<Session, 'cookie'>): Promise<void> {
  const token = session.cookie.slice(session.cookie.indexOf('=') + 1);
  const hash = createHash('sha256').update(token).digest('base64url');
  const back = (h.app.ctx.config.refreshReuseGraceMs + 1000) / 1000;
  await h.database.db.execute(sql`
    UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => ${back}::double precision)
    WHERE rotated_at IS NOT NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ${hash})`);
}
