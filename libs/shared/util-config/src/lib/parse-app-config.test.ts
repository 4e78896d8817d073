import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './parse-app-config';

const valid = {
  isProduction: true,
  env: 'prod',
  apiUrl: 'https://x/api',
  apiUrlUsermgmt: 'https://x/api/usermgmt',
  apiUrlRequest: 'https://x/api/request',
  apiUrlOverview: 'https://x/api/overview',
  baseUrl: 'https://x',
};

describe('parseAppConfig', () => {
  it('fills the defaults of optional fields', () => {
    expect(parseAppConfig(valid)).toMatchObject({ opCo: null, legacyIssuers: [], maintenanceMode: false, release: 'local', sentryDsn: null });
  });

  it.each([
    [{ ...valid, env: 'staging' }, /config.env/],
    [{ ...valid, apiUrl: '' }, /config.apiUrl/],
    [{ ...valid, isProduction: 'yes' }, /config.isProduction/],
    [{ ...valid, opCo: 'fr' }, /config.opCo/],
    [{ ...valid, legacyIssuers: [1] }, /config.legacyIssuers/],
    ['nonsense', /object/],
  ])('names the invalid field', (doc, message) => {
    expect(() => parseAppConfig(doc)).toThrow(message);
  });
});
