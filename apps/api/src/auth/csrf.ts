// Refresh and logout act on a cookie, so a page elsewhere could try to make a browser call them
// (cross-site request forgery). The cookie is SameSite=Strict already; in addition these routes
// need a sign that our own portal is calling: the X-Requested-With header, which a cross-site form
// cannot send and a cross-site script only after a CORS preflight that we never grant, or an Origin
// header naming one of our portals. An Origin naming anything else is refused either way.
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/env';
import { forbidden } from '../http/problem';
import { createOriginPolicy } from '../http/origins';

export const REQUESTED_WITH_HEADER = 'x-requested-with';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
/** What the portal (and a test) sends on refresh and logout. */
export const ownCallerHeaders = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE } as const;

/** An onRequest hook for the cookie-authenticated routes. */
export function requireOwnCaller(config: Pick<ApiConfig, 'publicBaseUrl' | 'allowedHosts'>) {
  const origins = createOriginPolicy(config);
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!origins.isOwnOrigin(origin)) throw forbidden('foreign_origin', 'This request comes from a page that is not the portal');
      return;
    }
    const requestedWith = request.headers[REQUESTED_WITH_HEADER];
    if (typeof requestedWith !== 'string' || requestedWith.toLowerCase() !== REQUESTED_WITH_VALUE.toLowerCase()) {
      throw forbidden('missing_requested_with', `Send the header X-Requested-With: ${REQUESTED_WITH_VALUE}`);
    }
  };
}
