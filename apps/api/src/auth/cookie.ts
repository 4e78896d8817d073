// The refresh token cookie: HttpOnly (no script can read it), Secure, SameSite=Strict (no
// cross-site request carries it) and scoped to the auth routes only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_SECONDS } from './sessions';

export const REFRESH_COOKIE = 'atlas_rt';
const options = { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth' } as const;

export function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...options, maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, options);
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
