// index.html's inline script (issue 14): a browser that was signed in last time asks at once for
// the signed-in kit, the whole stylesheet and its language's whole catalogue; a first visit asks for
// none of it. The names must be the app's own: the saved client (spec §9) and the remembered language.
import { localeStorageKey } from '@portal/shared-util-i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { savedClientId } from './app/startup-checks';
import preload from './signed-in-preload.js?raw';

const files = {
  scripts: ['/assets/signed-in-common-a.js', '/assets/sign-in-b.js'],
  styles: ['/assets/styles-c.css'],
  catalogues: { de: ['/assets/de-d.js', '/assets/de-e.js'], 'en-US': ['/assets/en-US-f.js'] },
};

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, as: link.getAttribute('as'), href: link.getAttribute('href'), crossorigin: link.getAttribute('crossorigin') }));

function run(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  document.head.innerHTML = `<script type="application/json" id="signed-in-preload">${JSON.stringify(files)}</script>`;
  new Function(preload)();
  return links();
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('signed-in-preload.js', () => {
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
});
