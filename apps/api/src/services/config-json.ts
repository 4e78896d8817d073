// GET /assets/config.json: the portal's startup configuration, per host. One deployment serves
// every opCo's domain, so the opCo comes from the host name (be.localhost → be), for the hosts on
// the allow-list (http/origins.ts); any other Host header gets PUBLIC_BASE_URL's.
import { appConfigSchema, opCoSchema, type OpCo } from '@portal/shared-api-contract';
import type { ApiConfig } from '../config/env';
import { createOriginPolicy } from '../http/origins';
import type { ZodApp } from '../http/zod';

export function opCoFromHost(hostname: string): OpCo {
  const first = hostname.toLowerCase().split('.')[0] ?? '';
  const parsed = opCoSchema.safeParse(first);
  if (parsed.success) return parsed.data;
  // Production domains such as portal.atlas-rental.be end in the opCo's country code.
  const tld = hostname.toLowerCase().split('.').pop() ?? '';
  return opCoSchema.safeParse(tld).success && tld !== 'nl' ? (tld as OpCo) : 'nl';
}

export function configJsonRoute(app: ZodApp, config: ApiConfig): void {
  const origins = createOriginPolicy(config);
  app.get('/assets/config.json', {
    config: { auth: 'public' },
    schema: { tags: ['shell'], summary: 'Startup configuration of the portal (per host)', response: { 200: appConfigSchema } },
  }, async (request, reply) => {
    // Never an arbitrary Host header: the URLs below are where the portal sends its token.
    const origin = origins.originFor(request);
    reply.header('cache-control', 'no-store');
    return {
      isProduction: config.env === 'prod',
      env: config.env,
      apiUrl: `${origin}/api`,
      apiUrlUsermgmt: `${origin}/api/usermgmt`,
      apiUrlRequest: `${origin}/api/request`,
      apiUrlOverview: `${origin}/api/overview`,
      baseUrl: origin,
      opCo: opCoFromHost(new URL(origin).hostname),
      sentryDsn: config.sentryDsn,
      legacyIssuers: config.legacyIssuers,
      maintenanceMode: config.maintenanceMode,
      mapTileUrl: config.mapTileUrl,
      gtmContainerId: config.gtmContainerId,
      release: config.release,
    };
  });
}
