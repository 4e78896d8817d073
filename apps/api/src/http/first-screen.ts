// The sign-in page prerendered at build time (tools/scripts/prerender-first-screen.mjs, issue 14):
// GET /auth/login answers with the HTML of the host's opCo, which paints the page before any script
// has run. Its small inline script is allowed by its hash, on that page only. Without the files
// (a build that did not prerender) the path is the SPA's like any other.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/env';
import { opCoFromHost } from '../services/config-json';
import { inlineScriptHashes, portalCsp } from './csp';
import { createOriginPolicy } from './origins';
import { sendSpa } from './portal';

/** The one path that has a prerendered page: where every first visit lands. */
export const FIRST_SCREEN_PATH = '/auth/login';

export function registerFirstScreen(app: FastifyInstance, dist: string, config: ApiConfig): boolean {
  const manifest = join(dist, 'first-screen', 'csp.json');
  if (!existsSync(manifest)) return false;
  const origins = createOriginPolicy(config);
  app.get(FIRST_SCREEN_PATH, { schema: { hide: true } }, (request, reply) => {
    // Read with each page (a stale hash would block the script: the page would never start).
    const scriptSrc = inlineScriptHashes(manifest);
    // No hash: the page's script would be blocked and the page would never start.
    if (!scriptSrc?.length) return sendSpa(reply);
    const policy = portalCsp(config, scriptSrc);
    const opCo = opCoFromHost(new URL(origins.originFor(request)).hostname);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .sendFile(`first-screen/login-${opCo}.html`);
  });
  return true;
}
