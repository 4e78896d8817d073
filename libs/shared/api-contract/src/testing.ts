// Test helpers other projects may use for @portal/shared-api-contract.
import type { AppConfig } from './lib/config';

/** A complete startup configuration for tests, pointing at localhost:4200. */
export function appConfigFixture(overrides: Partial<AppConfig> = {}): AppConfig {
  const origin = 'http://localhost:4200';
  return {
    isProduction: false,
    env: 'local',
    apiUrl: `${origin}/api`,
    apiUrlUsermgmt: `${origin}/api/usermgmt`,
    apiUrlRequest: `${origin}/api/request`,
    apiUrlOverview: `${origin}/api/overview`,
    baseUrl: origin,
    opCo: 'nl',
    sentryDsn: null,
    legacyIssuers: ['https://login.atlas-legacy.test'],
    maintenanceMode: false,
    mapTileUrl: null,
    gtmContainerId: null,
    release: 'local',
    ...overrides,
  };
}
export { filterDrift } from './lib/filter-drift';
export type { DriftOptions, UrlParser } from './lib/filter-drift';
