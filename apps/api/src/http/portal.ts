// Serves the built portal (when PORTAL_DIST exists) so one port is the whole product. Paths that
// are neither API nor files fall back to index.html, where the SPA's router takes over.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths with a file extension are assets: a missing one is a real 404, not the SPA. */
const looksLikeFile = (path: string) => /\/[^/]+\.[a-z0-9]+$/i.test(path);

export async function registerPortal(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(join(dist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    index: false,
    // The build writes a .br and a .gz beside each text file over 1 KB: the best one the browser
    // accepts is sent as it is (Content-Encoding, Vary: Accept-Encoding), reply.sendFile included,
    // so index.html as the SPA fallback too. Files without them go out as they are.
    preCompressed: true,
    // Hashed bundles may be cached for ever; index.html and the service worker must never be.
    // `path` is the file actually sent, so possibly main-AbCd1234.js.br.
    setHeaders: (reply, path) => {
      const immutable = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|webp)(\.br|\.gz)?$/.test(path) && path.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The root is a directory to @fastify/static (403 without an index); it is the SPA's home.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendSpa(reply));
  return true;
}

/** True when this not-found request should get the SPA's index.html. */
export function wantsSpa(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !looksLikeFile(path);
}

export function sendSpa(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
