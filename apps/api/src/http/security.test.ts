import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';
import { ownCallerHeaders } from '../auth/csrf';

const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Atlas</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');

const logs: string[] = [];
const logStream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    logStream,
    config: { portalDist: dist, logLevel: 'info', logFormat: 'json', gtmContainerId: 'GTM-TEST', sentryDsn: 'https://abc@o1.ingest.sentry.io/2' },
    // A route that fails unexpectedly, to see what a 500 reveals.
    beforeReady: (app) =>
      app.get('/api/test-boom', async () => {
        throw new Error('secret internals at /srv/app/db.ts:42');
      }),
  });
});
afterAll(() => h.close());

describe('security headers', () => {
  it('sends hardening headers and no X-Powered-By on API answers', async () => {
    const res = await h.app.inject('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the portal HTML with the strict CSP (no unsafe-eval) and falls back to it for SPA routes', async () => {
    for (const url of ['/', '/order/contracts', '/auth/no-rights?x=1']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain('https://o1.ingest.sentry.io');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for ever and answers 404 for missing files and API paths', async () => {
    const asset = await h.app.inject('/assets/index-AbCdEf12.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await h.app.inject('/assets/missing-12345678.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect((await h.app.inject('/api/unknown')).json()).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('errors', () => {
  it('never leaks a stack or message on a 500', async () => {
    const res = await h.app.inject('/api/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual({ type: expect.any(String), title: 'Internal Server Error', status: 500, code: 'internal_error' });
    expect(res.body).not.toMatch(/secret|stack|\.ts/);
  });

  it('limits body size with a 413 problem', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c', password: 'x'.repeat(100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 415 for bodies that are not JSON', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('logs', () => {
  it('redact passwords, tokens and cookies', async () => {
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'anna@northwind.test', password: DEMO_PASSWORD } });
    const { accessToken } = login.json();
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    await h.app.inject({ url: '/api/corporate-clients', headers: { authorization: `Bearer ${accessToken}`, cookie } });
    await h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie, ...ownCallerHeaders } });
    const text = logs.join('');
    expect(text).toContain('/api/corporate-clients');
    expect(text).toContain('[redacted]');
    for (const secret of [DEMO_PASSWORD, accessToken, cookie.split('=')[1]!]) expect(text).not.toContain(secret);
  });
});

describe('API description', () => {
  it('is OpenAPI 3.1 with a browsable page', async () => {
    const doc = (await h.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const page = await h.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });
});
