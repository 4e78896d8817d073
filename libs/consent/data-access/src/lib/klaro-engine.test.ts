import { setupI18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildKlaroConfig } from './klaro-config';
import type { ConsentEngine } from './klaro-engine';

const service = 'google-tag-manager';

// klaro caches its manager per storage name, so every test gets a fresh copy of the module.
async function engine(gtmContainerId: string | null = 'GTM-TEST'): Promise<ConsentEngine> {
  vi.resetModules();
  const { loadKlaroEngine } = await import('./klaro-engine');
  const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
  return loadKlaroEngine(buildKlaroConfig({ i18n, gtmContainerId }));
}

const tagManagerScript = () => document.querySelector<HTMLScriptElement>(`script[data-name="${service}"]`);
const stored = () => JSON.parse(decodeURIComponent(localStorage.getItem('klaro') ?? 'null'));

describe('klaro engine', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('stores the map under "klaro" and loads the tag manager once accepted', async () => {
    const klaro = await engine();
    expect(klaro.stored()).toBeNull();
    expect(tagManagerScript()).toBeNull();
    klaro.store(service, true);
    // klaro stores the whole map: every other service keeps its default, off.
    expect(stored()).toEqual({ [service]: true, 'map-tiles': false });
    expect(klaro.stored()).toEqual({ [service]: true, 'map-tiles': false });
    expect(tagManagerScript()?.type).toBe('text/javascript');
    expect(tagManagerScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
  });

  it('loads nothing without a container id', async () => {
    const klaro = await engine(null);
    klaro.store(service, true);
    expect(tagManagerScript()).toBeNull();
  });

  it('applies a stored acceptance on load, also one stored before the map service existed', async () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [service]: true })));
    const klaro = await engine();
    expect(tagManagerScript()?.type).toBe('text/javascript');
    // Not taken for an unconfirmed map (klaro would decline all and delete the visitor's _ga).
    expect(document.cookie).toContain('_ga=GA1.1.1');
    expect(klaro.stored()).toEqual({ [service]: true, 'map-tiles': false });
    document.cookie = '_ga=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('stores the map tiles on their own: accepting them leaves the tag manager off', async () => {
    const klaro = await engine();
    klaro.store('map-tiles', true);
    expect(stored()).toEqual({ [service]: false, 'map-tiles': true });
    expect(tagManagerScript()?.type).not.toBe('text/javascript');
  });

  it('on decline stores false, disables the script and deletes the analytics cookies', async () => {
    const klaro = await engine();
    klaro.store(service, true);
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_gid=GA1.1.2; path=/';
    document.cookie = 'portal-theme=dark; path=/';
    klaro.store(service, false);
    expect(stored()).toEqual({ [service]: false, 'map-tiles': false });
    expect(tagManagerScript()?.type).toBe('text/plain');
    expect(document.cookie).toBe('portal-theme=dark');
  });

  it('accept once runs the service without storing anything', async () => {
    const klaro = await engine();
    klaro.applyOnce(service);
    expect(tagManagerScript()?.type).toBe('text/javascript');
    expect(localStorage.getItem('klaro')).toBeNull();
  });

  it('clear forgets the stored decision', async () => {
    const klaro = await engine();
    klaro.store(service, true);
    klaro.clear();
    expect(localStorage.getItem('klaro')).toBeNull();
    expect(klaro.stored()).toBeNull();
  });
});
