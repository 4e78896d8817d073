// The pages prerendered at build time (apps/portal/src/first-load/build/prerender-first-screen.mjs, issue 14):
// GET /auth/login answers with the sign-in page of the host's opCo, which paints before any script
// has run; the signed-in pages' shells (the paths csp.json lists, e.g. /order/contracts) answer with
// index.html plus that page's layout and heading, which a returning signed-in visit paints at once.
// Their small inline script is allowed by its hash, on those pages only. Without the files (a build
// that did not prerender) the paths are the SPA's like any other.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/env';
import { opCoFromHost } from '../services/config-json';
import { inlineScriptHashes, portalCsp } from './csp';
import { createOriginPolicy } from './origins';
import { sendSpa } from './portal';

/** The one path that has a prerendered page: where every first visit lands. */
export const FIRST_SCREEN_PATH = '/auth/login';

/** The signed-in pages' shells the build wrote: path → the file's page name (`order-contracts`). */
function signedInShells(manifest: string): Record<string, string> {
  try {
    const { signedInShells: shells } = JSON.parse(readFileSync(manifest, 'utf8')) as { signedInShells?: unknown };
    if (!shells || typeof shells !== 'object') return {};
    return Object.fromEntries(Object.entries(shells).filter(([path, page]) => /^(\/[a-z0-9-]+)+$/.test(path) && typeof page === 'string' && /^[a-z0-9-]+$/.test(page)));
  } catch {
    return {};
  }
}

export function registerFirstScreen(app: FastifyInstance, dist: string, config: ApiConfig): boolean {
  const manifest = join(dist, 'first-screen', 'csp.json');
  if (!existsSync(manifest)) return false;
  const origins = createOriginPolicy(config);
  const indexScripts = join(dist, 'index.csp.json');
  /** Sends first-screen/<page>-<opCo>.html, allowing the boot script (and `withIndex`: index.html's). */
  const prerendered = (page: string, withIndex: boolean) => (request: FastifyRequest, reply: FastifyReply) => {
    // Read with each page (a stale hash would block the script: the page would never start).
    const scriptSrc = inlineScriptHashes(manifest);
    const indexSrc = withIndex ? inlineScriptHashes(indexScripts) : [];
    // No hash: the page's script would be blocked and the page would never start.
    if (!scriptSrc?.length || !indexSrc) return sendSpa(reply);
    const opCo = opCoFromHost(new URL(origins.originFor(request)).hostname);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', portalCsp(config, [...indexSrc, ...scriptSrc]))
      .type('text/html; charset=utf-8')
      .sendFile(`first-screen/${page}-${opCo}.html`);
  };
  app.get(FIRST_SCREEN_PATH, { schema: { hide: true } }, prerendered('login', false));
  for (const [path, page] of Object.entries(signedInShells(manifest))) app.get(path, { schema: { hide: true } }, prerendered(`shell-${page}`, true));
  return true;
}
