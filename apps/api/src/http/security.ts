// Security headers for every response and the CSP that fits what is answered: the strict portal
// policy on HTML, swagger-ui's own on the docs page, and "nothing at all" on JSON.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/env';
import { apiCsp, portalCsp } from './csp';

export async function registerSecurity(app: FastifyInstance, config: ApiConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The portal loads nothing cross-origin that would need embedder isolation.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'local' ? false : { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const portalPolicy = portalCsp(config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    if (reply.hasHeader('content-security-policy')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const isDocs = request.url.startsWith('/api/docs');
    if (!isDocs) reply.header('content-security-policy', type.startsWith('text/html') ? portalPolicy : apiCsp);
    return payload;
  });
}
