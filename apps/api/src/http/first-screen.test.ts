// The prerendered pages (issue 14): /auth/login answers with the host's opCo's sign-in page, and
// each signed-in page shell the build listed with that page's shell (index.html's content and the
// boot script), precompressed, with the boot script allowed by hash on those pages only; other
// paths keep index.html, whose own inline script is allowed by the hash its build wrote
// (index.csp.json).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

const dist = mkdtempSync(join(tmpdir(), 'portal-first-screen-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'first-screen'));
const indexHtml = '<!doctype html><title>Atlas</title><div id="root"></div>';
const pageOf = (opCo: string) => `<!doctype html><title>${opCo}</title><div id="root"></div><!-- ${'sign in '.repeat(300)}-->`;
const hash = "'sha256-EYCRQ7SZynE3jbY/0lAih1bqSSJXCvCrlOAA7Hazfig='";
writeFileSync(join(dist, 'index.html'), indexHtml);
for (const opCo of ['nl', 'de']) {
  const file = join(dist, 'first-screen', `login-${opCo}.html`);
  writeFileSync(file, pageOf(opCo));
  writeFileSync(`${file}.br`, brotliCompressSync(pageOf(opCo)));
  writeFileSync(`${file}.gz`, gzipSync(pageOf(opCo)));
}
const shellOf = (opCo: string) => `<!doctype html><title>${opCo}</title><template id="first-screen-en-US"><h1>Overview</h1></template><div id="root"></div>`;
for (const opCo of ['nl', 'de']) writeFileSync(join(dist, 'first-screen', `shell-order-contracts-${opCo}.html`), shellOf(opCo));
writeFileSync(join(dist, 'secret.html'), 'not a page');
const indexHash = "'sha256-2R3zRYXaXtp0PgmYWs4H5cMpuHxIk0GxIadP8fb5Ks8='";
// Entries that are not a plain path and page name are ignored (the file is the build's, but a path
// or a name from it never reaches the router or the file system unchecked).
const signedInShells = { '/order/contracts': 'order-contracts', '/order/documents': '../../secret', 'order/orders': 'order-orders' };
writeFileSync(join(dist, 'first-screen', 'csp.json'), JSON.stringify({ scriptSrc: [hash], signedInShells }));
writeFileSync(join(dist, 'index.csp.json'), JSON.stringify({ scriptSrc: [indexHash] }));
writeFileSync(join(dist, 'assets', 'main-AbCd1234.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'logo-AbCd1234.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { portalDist: dist } });
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });

describe('the prerendered sign-in page', () => {
  it("answers /auth/login with the host's opCo's page, brotli when asked, never cached", async () => {
    const res = await get('/auth/login?redirect=%2Forder', { host: 'de.localhost:4200', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(pageOf('de'));
  });

  it('falls back to the default opCo for a host that is not one of ours', async () => {
    const res = await get('/auth/login', { host: 'evil.example' });
    expect(res.body).toBe(pageOf('nl'));
  });

  it("allows each page's inline script by its hash, on that page only", async () => {
    const login = await get('/auth/login');
    const policy = String(login.headers['content-security-policy']);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
    expect(policy).toContain("frame-ancestors 'none'");
    for (const url of ['/', '/auth/forgot-password', '/order/documents', '/order/orders']) {
      const other = await get(url);
      expect(other.body, url).toBe(indexHtml);
      const otherScriptSrc = String(other.headers['content-security-policy']).split('; ').find((directive) => directive.startsWith('script-src'));
      expect(otherScriptSrc, url).toBe(`script-src 'self' ${indexHash}`);
    }
  });
});

describe("the signed-in pages' shells", () => {
  it("answers a listed page's path with the host's opCo's shell, never cached, allowing index.html's script and the boot script", async () => {
    const res = await get('/order/contracts?status=open', { host: 'de.localhost:4200' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(shellOf('de'));
    const scriptSrc = String(res.headers['content-security-policy']).split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${indexHash} ${hash}`);
  });
});

describe('headers on the built files', () => {
  it('leaves the document-only headers off hashed scripts, keeping nosniff and the resource policy', async () => {
    const res = await get('/assets/main-AbCd1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toContain('immutable');
    for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control', 'permissions-policy']) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('keeps every header on an SVG, which a browser can open as a document', async () => {
    const res = await get('/assets/logo-AbCd1234.svg');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('a prerendered page without a hash for its script', () => {
  // Its script would be blocked and the page would never start: index.html instead.
  const emptyDist = mkdtempSync(join(tmpdir(), 'portal-first-screen-nohash-'));
  mkdirSync(join(emptyDist, 'first-screen'));
  writeFileSync(join(emptyDist, 'index.html'), indexHtml);
  writeFileSync(join(emptyDist, 'first-screen', 'login-nl.html'), pageOf('nl'));
  writeFileSync(join(emptyDist, 'first-screen', 'csp.json'), JSON.stringify({ scriptSrc: [] }));
  let bare: Harness;
  beforeAll(async () => {
    bare = await createHarness({ config: { portalDist: emptyDist } });
  });
  afterAll(() => bare.close());

  it('answers /auth/login with index.html', async () => {
    const res = await bare.app.inject({ url: '/auth/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });
});
