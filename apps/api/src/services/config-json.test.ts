import { exportJWK, generateKeyPair } from 'jose';
import { appConfigSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHosts, readConfig } from '../config/env';
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
    // A deployed environment starts only with a signing key of its own (auth/keys.ts).
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const env = {
      APP_ENV: 'prod',
      JWT_PRIVATE_KEY: JSON.stringify(await exportJWK(privateKey)),
      SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2',
      LEGACY_ISSUERS: 'https://a.test, https://b.test',
      MAINTENANCE_MODE: 'true',
      RELEASE: 'abc123',
    };
    // As prod reads it, but with the harness's quiet logs and the local host allow-list (be.localhost).
    const { logLevel: _logLevel, portalDist: _portalDist, allowedHosts: _allowedHosts, ...deployed } = readConfig(env as NodeJS.ProcessEnv);
    h = await createHarness({ config: deployed });
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

  it('answers a Host header that is not on the allow-list with PUBLIC_BASE_URL, never the host it names', async () => {
    for (const host of ['attacker.example', 'localhost.attacker.example:4200', 'evil.example:4200', 'localhost:4200@evil.example', 'be.localhost.evil.example']) {
      const res = await h.app.inject({ url: '/assets/config.json', headers: { host } });
      expect(res.json(), host).toMatchObject({ apiUrl: 'http://localhost:4200/api', apiUrlUsermgmt: 'http://localhost:4200/api/usermgmt', baseUrl: 'http://localhost:4200', opCo: 'nl' });
    }
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const res = await h.app.inject({ url: '/assets/config.json', headers: { host: 'be.localhost:4200', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expect(res.json()).toMatchObject({ apiUrl: 'http://be.localhost:4200/api', opCo: 'be' });
  });

  it('defaults to local, nl and the legacy issuer', () => {
    const config = readConfig({} as NodeJS.ProcessEnv);
    expect(config).toMatchObject({ env: 'local', legacyIssuers: ['https://login.atlas-legacy.test'], maintenanceMode: false, release: 'local', port: 4200 });
  });
});

describe('config.json in a deployment for several opCo domains', () => {
  let deployed: Harness;
  beforeAll(async () => {
    const env = { PUBLIC_BASE_URL: 'https://portal.atlas-rental.nl', ALLOWED_HOSTS: 'portal.atlas-rental.be, *.atlas-rental.de' };
    const { publicBaseUrl, allowedHosts } = readConfig(env as NodeJS.ProcessEnv);
    deployed = await createHarness({ config: { publicBaseUrl, allowedHosts } });
  });
  afterAll(() => deployed.close());
  const urlsFor = async (host: string) => (await deployed.app.inject({ url: '/assets/config.json', headers: { host } })).json() as { apiUrl: string; baseUrl: string; opCo: string };

  it('builds the URLs of an allowed host with the configured scheme', async () => {
    expect(await urlsFor('portal.atlas-rental.be')).toMatchObject({ apiUrl: 'https://portal.atlas-rental.be/api', opCo: 'be' });
    expect(await urlsFor('PORTAL.atlas-rental.de')).toMatchObject({ apiUrl: 'https://portal.atlas-rental.de/api', opCo: 'de' });
    expect(await urlsFor('portal.atlas-rental.nl')).toMatchObject({ apiUrl: 'https://portal.atlas-rental.nl/api', opCo: 'nl' });
  });

  it('gives any other host the base URL (*.localhost too, once ALLOWED_HOSTS is set)', async () => {
    for (const host of ['be.localhost:4200', 'atlas-rental.de.evil.example', 'portal.atlas-rental.hu']) {
      expect(await urlsFor(host), host).toMatchObject({ apiUrl: 'https://portal.atlas-rental.nl/api', baseUrl: 'https://portal.atlas-rental.nl', opCo: 'nl' });
    }
  });
});

describe('ALLOWED_HOSTS', () => {
  it('always holds the host of PUBLIC_BASE_URL, locally also localhost and its subdomains', () => {
    expect(readConfig({} as NodeJS.ProcessEnv).allowedHosts).toEqual(['localhost', '*.localhost', '127.0.0.1']);
    expect(parseAllowedHosts(undefined, 'https://qa.portal.example', 'qa')).toEqual(['qa.portal.example']);
    expect(parseAllowedHosts('Portal.example.be,*.example.de', 'https://qa.portal.example', 'local')).toEqual(['qa.portal.example', 'portal.example.be', '*.example.de']);
    expect(() => readConfig({ ALLOWED_HOSTS: 'https://x.example/' } as NodeJS.ProcessEnv)).toThrow(/ALLOWED_HOSTS/);
  });
});
