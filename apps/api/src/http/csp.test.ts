import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_MAP_TILE_URL, readConfig } from '../config/env';
import { inlineScriptHashes, portalCsp } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('portal CSP and the map tiles', () => {
  it('the local demo has OpenStreetMap tiles, allowed as images; deployed environments none by default', () => {
    const local = readConfig({} as NodeJS.ProcessEnv);
    expect(local.mapTileUrl).toBe(LOCAL_MAP_TILE_URL);
    expect(directive(portalCsp(local), 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(readConfig({ APP_ENV: 'prod' } as NodeJS.ProcessEnv).mapTileUrl).toBeNull();
    expect(readConfig({ MAP_TILE_URL: '' } as NodeJS.ProcessEnv).mapTileUrl).toBeNull();
  });

  it('allows the subdomains of a {s} template and no tile host when none is configured', () => {
    const base = readConfig({ APP_ENV: 'prod' } as NodeJS.ProcessEnv);
    const withS = portalCsp({ ...base, mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    expect(directive(withS, 'img-src')).toContain('https://*.tiles.example.org');
    expect(directive(portalCsp(base), 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it('frames nothing but the tag manager: the map is drawn in the page, not embedded', () => {
    const base = readConfig({ APP_ENV: 'prod' } as NodeJS.ProcessEnv);
    expect(directive(portalCsp(base), 'frame-src')).toBe("frame-src 'none'");
    expect(directive(portalCsp({ ...base, gtmContainerId: 'GTM-X' }), 'frame-src')).toBe('frame-src https://www.googletagmanager.com');
  });
});

describe('the hashes of a page\'s inline scripts, from its build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-csp-'));
  const file = (name: string, content: string) => (writeFileSync(join(dir, name), content), join(dir, name));

  it('reads the hashes the build wrote', () => {
    const hash = "'sha256-gy+QnqEGR90YbDjNmGNuIhKqhzeK6+ZcWwa6uumqXag='";
    expect(inlineScriptHashes(file('ok.json', JSON.stringify({ scriptSrc: [hash] })))).toEqual([hash]);
  });

  it('allows nothing from a missing, unreadable or foreign file: only hashes reach the policy', () => {
    expect(inlineScriptHashes(join(dir, 'missing.json'))).toBeNull();
    expect(inlineScriptHashes(file('broken.json', '{"scriptSrc": ['))).toBeNull();
    expect(inlineScriptHashes(file('other.json', JSON.stringify({ scriptSrc: ["'unsafe-inline'"] })))).toBeNull();
    expect(inlineScriptHashes(file('shape.json', JSON.stringify({ scriptSrc: 'x' })))).toBeNull();
  });
});
