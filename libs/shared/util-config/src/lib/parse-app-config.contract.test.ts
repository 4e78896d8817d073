// The hand-written check must agree with the contract's schema, which the API serves the config
// with: same result for valid documents, both refusing the invalid ones.
import { appConfigSchema } from '@portal/shared-api-contract';
import { appConfigFixture } from '@portal/shared-api-contract/testing';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './parse-app-config';

const minimal = {
  isProduction: true,
  env: 'prod',
  apiUrl: 'https://x.test/api',
  apiUrlUsermgmt: 'https://x.test/api/usermgmt',
  apiUrlRequest: 'https://x.test/api/request',
  apiUrlOverview: 'https://x.test/api/overview',
  baseUrl: 'https://x.test',
};

describe('parseAppConfig agrees with appConfigSchema', () => {
  it.each([
    ['a complete document', appConfigFixture()],
    ['a complete document with every optional field set', appConfigFixture({ opCo: 'hu', sentryDsn: 'https://k@sentry.test/1', mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png', gtmContainerId: 'GTM-X', maintenanceMode: true, release: '1.2.3' })],
    ['only the required fields (defaults)', minimal],
    ['an explicit null opCo', { ...minimal, opCo: null }],
  ])('%s', (_, doc) => {
    expect(parseAppConfig(doc)).toEqual(appConfigSchema.parse(doc));
  });

  it.each([
    ['an unknown env', { ...minimal, env: 'staging' }],
    ['an unknown opCo', { ...minimal, opCo: 'fr' }],
    ['a missing apiUrl', { ...minimal, apiUrl: undefined }],
    ['a non-boolean isProduction', { ...minimal, isProduction: 'yes' }],
    ['issuers that are not strings', { ...minimal, legacyIssuers: [1] }],
  ])('both refuse %s', (_, doc) => {
    expect(appConfigSchema.safeParse(doc).success).toBe(false);
    expect(() => parseAppConfig(doc)).toThrow();
  });
});
