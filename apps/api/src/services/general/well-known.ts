// Discovery and public keys, so any service (or a gateway) can verify our access tokens.
import { z } from 'zod';
import type { ZodApp } from '../../http/zod';

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
const discoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.string(),
  token_endpoint: z.string(),
  id_token_signing_alg_values_supported: z.array(z.string()),
});

export function wellKnownRoutes(app: ZodApp): void {
  const { tokens } = app.ctx;
  app.get('/.well-known/openid-configuration', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], summary: 'OpenID-style discovery document', response: { 200: discoverySchema } },
  }, async (_request, reply) => {
    // From the configured issuer, never the Host header: caches keep this document for an hour,
    // and a verifier must fetch keys from where the issuer says (OpenID Connect Discovery §4.3).
    reply.header('cache-control', 'public, max-age=3600');
    const base = tokens.issuer.replace(/\/+$/, '');
    return {
      issuer: tokens.issuer,
      jwks_uri: `${base}/.well-known/jwks.json`,
      token_endpoint: `${base}/auth/login`,
      id_token_signing_alg_values_supported: ['ES256'],
    };
  });

  app.get('/.well-known/jwks.json', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], summary: 'Public keys of the access tokens (JWKS)', response: { 200: jwksSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return tokens.jwks();
  });
}
