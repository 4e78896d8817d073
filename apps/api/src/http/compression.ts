// On-the-fly compression of what the API computes (JSON, CSV, problems). The portal's files are
// compressed once at build time (.br/.gz beside each, see apps/portal/vite.config.ts) and served as
// they are by portal.ts: compressing them again per request would cost CPU for nothing.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, the headers and the round trip cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text that shrinks: JSON and problem+json, CSV and other text, JavaScript and XML (the docs
 * page). Not octet-stream (the library's default): it may be anything, often already compressed.
 * PDF, ZIP and images are left alone (mime-db says they are not compressible).
 */
const compressibleTypes = /^text\/(?!event-stream)|^application\/javascript|[+/](?:json|xml)(?:;|$)/;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which skips routes that say `compress: false`.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    // Brotli where the browser takes it, else gzip; no zstd or deflate to keep one cache variant
    // per family and the behaviour the portal's static files have.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: compressibleTypes,
    // Per request, so fast settings: brotli 4 is about gzip 6's cost at a better ratio.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay plain JSON under the body limit: no compressed uploads to inflate.
    globalDecompression: false,
  });
}
