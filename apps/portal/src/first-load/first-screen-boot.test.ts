// The inline script of the prerendered sign-in page: the language it shows before the first paint
// must be the one the app then starts in (initialLocale), and until the app takes over, a button
// pressed on the static page is remembered and no form is sent by the browser.
import { installCookiePreferencesGlobal, type ConsentController } from '@portal/consent-data-access';
import { initialLocale, supportedLocales } from '@portal/shared-util-i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import boot from './first-screen-boot.js?raw';


const signInApp = '{"entry":"/assets/index.js","preload":["/assets/a.js"]}';

function page(app = signInApp) {
  const templates = supportedLocales
    .map((locale) => `<template id="first-screen-${locale}"><main data-locale="${locale}"><form><input name="email"><button type="submit">Go</button></form></main><div><section data-testid="consent-notice">Cookies</section></div></template>`)
    .join('');
  document.body.innerHTML = `${templates}<div id="root"><div class="boot"></div></div><script type="application/json" id="first-screen-app">${app}</script>`;
}

function run(languages: readonly string[], stored: Record<string, string> = {}, app = signInApp) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  page(app);
  new Function(boot)();
  return document.getElementById('root')!;
}

afterEach(() => {
  document.head.querySelectorAll('script, link').forEach((element) => element.remove());
  delete (window as { openCookiePreferences?: unknown }).openCookiePreferences;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('first-screen-boot.js', () => {
  const cases: [readonly string[], Record<string, string>][] = [
    [['de-DE', 'en'], {}],
    [['de-AT'], {}],
    [['fr-FR'], {}],
    [['nl-BE', 'nl'], {}],
    [['nl-NL'], {}],
    [['en-GB'], {}],
    [['es-ES', 'pl-PL'], {}],
    [['es-ES', 'it'], {}],
    [['hu'], { 'portal.locale': 'nl-BE' }],
    [['de'], { 'portal.locale': 'fr-BE' }],
    [['de'], { 'portal.locale': 'xx' }],
    [[], {}],
    [['de_DE', 'pl'], {}],
    [['de'], { 'portal.locale': 'nl_BE' }],
  ];
  it.each(cases)('shows the language the app starts in (browser %j, storage %j)', (languages, stored) => {
    const root = run(languages, stored);
    const expected = initialLocale(localStorage, languages);
    expect(root.getAttribute('data-first-screen')).toBe(expected);
    expect(root.querySelector('main')?.getAttribute('data-locale')).toBe(expected);
    expect(document.documentElement.lang).toBe(expected);
    expect(root.querySelector('.boot')).toBeNull();
  });

  it('leaves the cookie notice out once a choice is stored, whatever its encoding', () => {
    expect(run(['en']).querySelector('[data-testid="consent-notice"]')).not.toBeNull();
    expect(run(['en'], { klaro: encodeURIComponent('{"map-tiles":false}') }).querySelector('[data-testid="consent-notice"]')).toBeNull();
    expect(run(['en'], { klaro: 'not json' }).querySelector('[data-testid="consent-notice"]')).not.toBeNull();
  });

  it('remembers buttons pressed on the static page, in order, and sends no form', () => {
    const root = run(['en']);
    const submitted = vi.fn();
    document.addEventListener('submit', submitted);
    const button = root.querySelector('button')!;
    button.click();
    button.click();
    expect(button.getAttribute('data-first-screen-click')).toBe('2');
    expect(submitted).not.toHaveBeenCalled();
    document.removeEventListener('submit', submitted);
  });

  it('lets clicks through untouched once the app has taken the page over', () => {
    const root = run(['en']);
    root.removeAttribute('data-first-screen');
    const button = root.querySelector('button')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(button.hasAttribute('data-first-screen-click')).toBe(false);
  });

  it('starts at once in a tab opened in the background, which paints no frames', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers();
    run(['en']);
    vi.runAllTimers();
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
  });

  it("starts the app's code only after the first paint", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    run(['en']);
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/a.js');
  });

  it('answers window.openCookiePreferences from the first paint, handing the call on to the app', async () => {
    vi.useFakeTimers();
    run(['en']);
    const standIn = window.openCookiePreferences!;
    let opened = false;
    const call = standIn().then(() => (opened = true));
    await vi.advanceTimersByTimeAsync(200);
    expect(opened).toBe(false);
    const openPreferences = vi.fn(async () => undefined);
    installCookiePreferencesGlobal({ openPreferences } as unknown as ConsentController);
    await call;
    expect(openPreferences).toHaveBeenCalledOnce();
    expect(opened).toBe(true);
  });

  describe("on a signed-in page's shell", () => {
    const shell = '{"entry":"/assets/index.js","preload":["/assets/a.js"],"signedIn":true}';
    // The app's start waits for a frame, which these tests do not need.
    beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 0));

    it('shows the shell in the language the app starts in when this browser was signed in last time', () => {
      const root = run(['de'], { corporateClientId: '42', 'portal.locale': 'pl' }, shell);
      expect(root.getAttribute('data-first-screen')).toBe('pl');
      expect(root.getAttribute('data-first-screen-path')).toBe(window.location.pathname);
      expect(root.querySelector('main')?.getAttribute('data-locale')).toBe('pl');
      expect(document.documentElement.lang).toBe('pl');
    });

    it('keeps the loader for anyone else: a first visit, or after signing out', () => {
      const root = run(['de'], { 'portal.locale': 'pl' }, shell);
      expect(root.querySelector('.boot')).not.toBeNull();
      expect(root.hasAttribute('data-first-screen')).toBe(false);
    });

    it("starts the app after the first paint for anyone: the loader too is the app's to replace", () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
      vi.useFakeTimers();
      run(['en'], {}, shell);
      expect(document.head.querySelector('script[type="module"]')).toBeNull();
      frames.forEach((frame) => frame(0));
      vi.runAllTimers();
      expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
    });
  });
});
