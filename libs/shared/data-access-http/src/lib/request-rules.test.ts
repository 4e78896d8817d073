import { describe, expect, it } from 'vitest';
import { gatewayRetryDelay, mayCarryToken, mayRetryGatewayTimeout, needsOpCoHeader, originsOf, passesUnchanged } from './request-rules';

describe('request rules', () => {
  it.each([
    'https://x/api/auth/login',
    'https://x/api/corporate-clients',
    'https://x/api/corporate-clients/abc',
    'https://x/api/prospects/1',
    'https://x/api/.well-known/jwks.json',
    'https://x/api/i18n/product-translations',
  ])('lets %s pass unchanged', (url) => expect(passesUnchanged(url)).toBe(true));

  it.each(['https://x/api/global-actions', 'https://x/api/usermgmt/rights', 'https://x/api/request/requests'])(
    'applies the client rules to %s',
    (url) => expect(passesUnchanged(url)).toBe(false),
  );

  it('sends the opCo only to user management and the password routes', () => {
    expect(needsOpCoHeader('https://x/api/usermgmt/profile')).toBe(true);
    expect(needsOpCoHeader('https://x/api/public/profiles/password/forgot')).toBe(true);
    expect(needsOpCoHeader('https://x/api/global-actions')).toBe(false);
  });

  it('waits 500 ms times the attempt number', () => {
    expect([1, 2, 3, 4, 5].map(gatewayRetryDelay)).toEqual([500, 1000, 1500, 2000, 2500]);
  });

  it('retries reads and idempotent methods, but a POST or PATCH only with an Idempotency-Key', () => {
    for (const method of ['get', 'GET', 'head', 'put', 'delete', undefined]) expect(mayRetryGatewayTimeout(method, false)).toBe(true);
    expect(mayRetryGatewayTimeout('post', false)).toBe(false);
    expect(mayRetryGatewayTimeout('patch', false)).toBe(false);
    expect(mayRetryGatewayTimeout('post', true)).toBe(true);
  });
});

describe('where the access token may go', () => {
  const apiOrigins = originsOf(['https://portal.atlas-rental.be/api', 'https://portal.atlas-rental.be/api/usermgmt', 'https://requests.atlas-rental.be/api/request']);
  const page = globalThis.location ? location.origin : 'http://same-origin.invalid';

  it('knows the configured API origins, once each', () => {
    expect(apiOrigins).toEqual(['https://portal.atlas-rental.be', 'https://requests.atlas-rental.be']);
  });

  it.each(['https://portal.atlas-rental.be/api/contracts', 'https://requests.atlas-rental.be/api/request/requests', '/api/contracts', 'api/contracts', `${page}/api/x`])(
    'to %s',
    (url) => expect(mayCarryToken(url, apiOrigins)).toBe(true),
  );

  it.each([
    'https://evil.example/api/contracts',
    'http://portal.atlas-rental.be/api/contracts',
    'https://portal.atlas-rental.be:8443/api/contracts',
    'https://portal.atlas-rental.be.evil.example/api',
    'https://portal.atlas-rental.be@evil.example/api',
    '//evil.example/api',
    '/\\evil.example/api',
    'javascript:alert(1)',
    'http://[not-a-host',
  ])('not to %s', (url) => expect(mayCarryToken(url, apiOrigins)).toBe(false));
});
