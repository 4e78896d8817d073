// index.html's inline script (issue 14): a browser that was signed in last time asks at once for
// the signed-in kit, its stylesheet and its language's whole catalogue; a first visit asks for
// none of it. The names must be the app's own: the saved client (spec §9) and the remembered language.
import { ownCallerHeaders, refreshLockName } from '@portal/auth-data-access';
import { localeStorageKey } from '@portal/shared-util-i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedClientId } from '../app/startup-checks';
import { configFetch, takeEarlyStart } from './early-start';
import preload from './signed-in-preload.js?raw';

const files = {
  scripts: ['/assets/signed-in-common-a.js', '/assets/sign-in-b.js'],
  styles: ['/assets/styles-c.css'],
  catalogues: { de: ['/assets/de-d.js', '/assets/de-e.js'], 'en-US': ['/assets/en-US-f.js'] },
};

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, as: link.getAttribute('as'), href: link.getAttribute('href'), crossorigin: link.getAttribute('crossorigin') }));

function run(stored: Record<string, string>, attributes = '') {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  document.head.innerHTML = `<script type="application/json" id="signed-in-preload" ${attributes}>${JSON.stringify(files)}</script>`;
  new Function(preload)();
  return links();
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  delete window.__atlasPortalEarlyStart;
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokenAnswer = { accessToken: 'early-token', tokenType: 'Bearer', expiresIn: 600 };

/** A server that answers the startup configuration and the refresh; the calls are kept. */
function stubServer(configStatus = 200) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return url === '/assets/config.json' ? json(configStatus, { apiUrl: 'https://api.example.test/api', opCo: 'nl' }) : json(200, tokenAnswer);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('signed-in-preload.js', () => {
  // Never the network: the early session restore calls fetch.
  beforeEach(() => void stubServer());

  it("on a signed-in page's prerendered shell, asks for nothing before the first paint, and for all of it right after", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    try {
      expect(run({ corporateClientId: '7', [localeStorageKey]: 'de' }, 'data-after-paint')).toEqual([]);
      expect(window.__atlasPortalEarlyStart).toBeUndefined();
      frames.forEach((frame) => frame(0));
      vi.runAllTimers();
      expect(links().map((link) => link.href)).toEqual([...files.scripts, ...files.catalogues.de, ...files.styles]);
      expect(window.__atlasPortalEarlyStart?.session).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a returning signed-in browser for the kit, the stylesheet and its language, as Vite will', () => {
    localStorage.setItem('corporateClientId', '7');
    expect(savedClientId()).toBe('7');
    const asked = run({ corporateClientId: '7', [localeStorageKey]: 'de' });
    expect(asked).toEqual([
      ...files.scripts.map((href) => ({ rel: 'modulepreload', as: null, href, crossorigin: '' })),
      ...files.catalogues.de.map((href) => ({ rel: 'modulepreload', as: null, href, crossorigin: '' })),
      { rel: 'preload', as: 'style', href: '/assets/styles-c.css', crossorigin: '' },
    ]);
  });

  it('leaves the catalogue out when no language was remembered or it is not one of the build', () => {
    expect(run({ corporateClientId: '7' }).map((link) => link.href)).toEqual([...files.scripts, ...files.styles]);
    for (const locale of ['xx', 'toString', '__proto__']) {
      expect(run({ corporateClientId: '7', [localeStorageKey]: locale }).map((link) => link.href), locale).toEqual([...files.scripts, ...files.styles]);
    }
  });

  it('asks a first visit, or a browser signed out since, for nothing', () => {
    expect(run({})).toEqual([]);
    expect(run({ [localeStorageKey]: 'de' })).toEqual([]);
  });

  it('starts the session restore as the app would, and hands the app both answers once (early-start.ts)', async () => {
    const calls = stubServer();
    const lock = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request: lock } });
    run({ corporateClientId: '7' });

    const early = takeEarlyStart();
    expect(window.__atlasPortalEarlyStart).toBeUndefined(); // taken once
    expect(await early.session).toEqual({ status: 200, body: tokenAnswer, at: expect.any(Number) });
    // The app's own configuration read gets the same answer, still unread, and asks for nothing more.
    const config = await configFetch(early)('/assets/config.json');
    expect(await config.json()).toEqual({ apiUrl: 'https://api.example.test/api', opCo: 'nl' });
    expect(calls).toEqual([
      { url: '/assets/config.json', init: undefined },
      // As auth-api.ts refreshes: the cookie, the own-caller header, under the tabs' shared lock.
      { url: 'https://api.example.test/api/auth/refresh', init: { method: 'POST', credentials: 'include', headers: ownCallerHeaders } },
    ]);
    expect(lock).toHaveBeenCalledWith(refreshLockName, expect.any(Function));
  });

  it('says a refresh was sent but never answered (status 0): the app must not post the cookie again', async () => {
    const calls = stubServer();
    const fetch = globalThis.fetch as ReturnType<typeof vi.fn>;
    fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/assets/config.json') return json(200, { apiUrl: '/api' });
      throw new TypeError('Failed to fetch');
    });
    run({ corporateClientId: '7' });
    expect(await takeEarlyStart().session).toEqual({ status: 0, body: null, at: expect.any(Number) });
    expect(calls.map((call) => call.url)).toEqual(['/assets/config.json', '/api/auth/refresh']);
  });

  it('restores nothing without a startup configuration, and leaves the failure for the app to report', async () => {
    const calls = stubServer(500);
    run({ corporateClientId: '7' });
    const early = takeEarlyStart();
    expect(await early.session).toBeNull();
    expect((await early.config)?.status).toBe(500);
    expect(calls.map((call) => call.url)).toEqual(['/assets/config.json']);
  });

  it('leaves a first visit to the app: no call, nothing to take over', () => {
    const calls = stubServer();
    run({});
    expect(calls).toEqual([]);
    expect(takeEarlyStart()).toEqual({});
    expect(configFetch({})).toBe(fetch);
  });
});
