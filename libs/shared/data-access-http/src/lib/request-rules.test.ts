import { describe, expect, it } from 'vitest';
import { gatewayRetryDelay, mayRetryGatewayTimeout, needsOpCoHeader, passesUnchanged } from './request-rules';

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
