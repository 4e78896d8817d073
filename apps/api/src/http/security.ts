// Security headers for every response and the CSP that fits what is answered: the strict portal
// policy on HTML, swagger-ui's own on the docs page, and "nothing at all" on JSON.
import helmet from '@fastify/helmet';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/env';
import { apiCsp, inlineScriptHashes, portalCsp } from './csp';

export async function registerSecurity(app: FastifyInstance, config: ApiConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The portal loads nothing cross-origin that would need embedder isolation.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'local' ? false : { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // index.html's own inline script (apps/portal/src/first-load/signed-in-preload.js), by the hash its build wrote.
  const indexScripts = join(config.portalDist, 'index.csp.json');
  app.addHook('onSend', async (request, reply, payload) => {
    if (isBuiltScriptOrStyle(request.url, reply.getHeader('cache-control'))) {
      // A script or stylesheet is never a document: the headers that only a document reads are
      // bytes on every one of the first visit's ~50 files, on a phone's network (issue 14).
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    }
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    if (reply.hasHeader('content-security-policy')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const isDocs = request.url.startsWith('/api/docs');
    if (!isDocs) reply.header('content-security-policy', type.startsWith('text/html') ? portalCsp(config, inlineScriptHashes(indexScripts) ?? []) : apiCsp);
    return payload;
  });
}

/** Headers a browser reads on documents (and workers) only, not on the scripts and styles they load. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The build's hashed scripts and stylesheets (cached for ever by portal.ts): not SVGs, which a
 * browser can open as a document, nor the service worker, whose script carries its own policy.
 */
const isBuiltScriptOrStyle = (url: string, cacheControl: unknown) =>
  /^\/assets\/[^?]+\.(js|css)(\?|$)/.test(url) && String(cacheControl ?? '').includes('immutable');
