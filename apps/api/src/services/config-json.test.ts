import { appConfigSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config/env';
import { createHarness, type Harness } from '../testing/harness';
import { opCoFromHost } from './config-json';

describe('opCo from the host name', () => {
  it.each([
    ['localhost', 'nl'],
    ['be.localhost', 'be'],
    ['DE.localhost', 'de'],
    ['pl.portal.example', 'pl'],
    ['portal.atlas-rental.hu', 'hu'],
    ['unknown.example.com', 'nl'],
    ['127.0.0.1', 'nl'],
  ])('%s → %s', (host, opCo) => expect(opCoFromHost(host)).toBe(opCo));
});

describe('GET /assets/config.json', () => {
  let h: Harness;
  beforeAll(async () => {
    const env = { APP_ENV: 'prod', SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2', LEGACY_ISSUERS: 'https://a.test, https://b.test', MAINTENANCE_MODE: 'true', RELEASE: 'abc123' };
    const { env: appEnv, sentryDsn, legacyIssuers, maintenanceMode, release, mapTileUrl } = readConfig(env as NodeJS.ProcessEnv);
    h = await createHarness({ config: { env: appEnv, sentryDsn, legacyIssuers, maintenanceMode, release, mapTileUrl } });
  });
  afterAll(() => h.close());

  it('builds absolute URLs from the request origin and the opCo from the host', async () => {
    const res = await h.app.inject({ url: '/assets/config.json', headers: { host: 'be.localhost:4200' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(appConfigSchema.parse(res.json())).toEqual({
      isProduction: true,
      env: 'prod',
      apiUrl: 'http://be.localhost:4200/api',
      apiUrlUsermgmt: 'http://be.localhost:4200/api/usermgmt',
      apiUrlRequest: 'http://be.localhost:4200/api/request',
      apiUrlOverview: 'http://be.localhost:4200/api/overview',
      baseUrl: 'http://be.localhost:4200',
      opCo: 'be',
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
      legacyIssuers: ['https://a.test', 'https://b.test'],
      maintenanceMode: true,
      mapTileUrl: null,
      gtmContainerId: null,
      release: 'abc123',
    });
  });

  it('defaults to local, nl and the legacy issuer', () => {
    const config = readConfig({} as NodeJS.ProcessEnv);
    expect(config).toMatchObject({ env: 'local', legacyIssuers: ['https://login.atlas-legacy.test'], maintenanceMode: false, release: 'local', port: 4200 });
  });
});
