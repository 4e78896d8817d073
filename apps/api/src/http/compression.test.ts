// Compression as the browser sees it: the portal's files precompressed at build time (the best
// of .br/.gz it accepts, never encoded twice), the API's larger answers compressed on the fly.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { COMPRESSION_THRESHOLD } from './compression';

// A small built portal: each text file over 1 KB has its .br and .gz, as the Vite build writes them.
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dist, 'assets'));
const indexHtml = `<!doctype html><title>Atlas</title><div id="root"></div><!-- ${'loader '.repeat(200)}-->`;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const tiny = 'console.log(1)';
function writeWithPrecompressed(file: string, text: string) {
  writeFileSync(join(dist, file), text);
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(text, { level: 9 }));
}
writeWithPrecompressed('index.html', indexHtml);
writeWithPrecompressed('assets/main-AbCd1234.js', script);
writeFileSync(join(dist, 'assets', 'tiny-AbCd1234.js'), tiny);

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { portalDist: dist } });
});
afterAll(() => h.close());

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  h.app.inject({ url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === undefined) return res.rawPayload.toString('utf8');
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
};

describe('the portal files, precompressed at build time', () => {
  it('answers a script with brotli when asked, keeping its immutable caching', async () => {
    const res = await get('/assets/main-AbCd1234.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
    expect(decoded(res)).toBe(script);
  });

  it('answers gzip when only gzip is accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/main-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(decoded(gz)).toBe(script);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/main-AbCd1234.js', accept);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(plain.body, accept).toBe(script);
    }
  });

  it('sends a file without precompressed siblings as it is, never compressing it per request', async () => {
    const res = await get('/assets/tiny-AbCd1234.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(tiny);
  });

  it('compresses index.html, at the root and as the SPA fallback, and keeps it uncached', async () => {
    for (const url of ['/', '/order/contracts', '/auth/login?next=%2F']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(decoded(res), url).toBe(indexHtml);
    }
    const gz = await get('/order/contracts', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(indexHtml);
  });
});

describe('the API answers, compressed on the fly', () => {
  const annaHeaders = () => h.as('anna@northwind.test', 'northwind-bouw');

  it('compresses a JSON answer over the threshold with brotli, else gzip', async () => {
    const br = await get('/api/i18n/product-translations', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const json = decoded(br);
    expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(JSON.parse(json)).toMatchObject({ items: expect.any(Array) });

    const gz = await get('/api/i18n/product-translations', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(json);

    const plain = await get('/api/i18n/product-translations');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('streams a CSV export compressed', async () => {
    const res = await get('/api/overview/contracts/export.csv?archived=true', 'br', await annaHeaders());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    const text = decoded(res);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n').length).toBeGreaterThan(10);
  });

  it('never compresses a PDF (already compressed)', async () => {
    const rows = (await h.database.db.execute(sql.raw('SELECT id FROM documents WHERE client_id = 1 ORDER BY id LIMIT 1'))) as unknown as { rows: { id: number }[] };
    const res = await get(`/api/overview/documents/${rows.rows[0]!.id}/pdf`, 'br, gzip', await annaHeaders());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
