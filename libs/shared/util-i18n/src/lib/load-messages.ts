import type { I18n, Messages } from '@lingui/core';
import type { AppLocale } from './locales';

// One lazy chunk per locale with every scope's catalogue (bundles/), and a smaller one with the
// first screen's scopes (bundles/first/): a locale costs nothing until used, one request when it
// is, and a visitor who is not signed in loads only what the sign-in pages say (issue 14).
const whole = import.meta.glob<{ messages: Messages }>('./bundles/*.ts');
const firstScreen = import.meta.glob<{ messages: Messages }>('./bundles/first/*.ts');

/** Which part of a locale's catalogues is in the i18n instance. */
const loaded = new WeakMap<I18n, Map<string, 'first' | 'whole'>>();
/** Once the signed-in pages are reachable, every activation loads the whole catalogue. */
let wholeWanted = false;

async function load(catalogues: typeof whole, path: string): Promise<Messages> {
  const loader = catalogues[path];
  if (!loader) throw new Error(`No catalogues at ${path}`);
  return (await loader()).messages;
}

/** Every scope's messages for one locale. */
export const loadMessages = (locale: AppLocale): Promise<Messages> => load(whole, `./bundles/${locale}.ts`);

/** The first screen's messages for one locale (sign-in pages, header, cookie notice, error pages). */
export const loadFirstScreenMessages = (locale: AppLocale): Promise<Messages> => load(firstScreen, `./bundles/first/${locale}.ts`);

function partsOf(i18n: I18n) {
  let parts = loaded.get(i18n);
  if (!parts) loaded.set(i18n, (parts = new Map()));
  return parts;
}

/** Loads and switches the whole UI to a locale; the document language follows. */
export async function activateLocale(i18n: I18n, locale: AppLocale): Promise<void> {
  const parts = partsOf(i18n);
  const need = wholeWanted ? 'whole' : 'first';
  if (i18n.locale === locale && (parts.get(locale) === 'whole' || parts.get(locale) === need)) return;
  const has = parts.get(locale);
  if (!(has === 'whole' || has === need)) {
    i18n.load(locale, need === 'whole' ? await loadMessages(locale) : await loadFirstScreenMessages(locale));
    parts.set(locale, need);
  }
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo-LOCALE' ? 'en' : locale;
}

/**
 * Every scope's texts in the active language, from now on for every language chosen: awaited
 * before a signed-in page renders (the app's guards), like the full stylesheet.
 */
export async function loadWholeCatalogue(i18n: I18n): Promise<void> {
  wholeWanted = true;
  const locale = i18n.locale as AppLocale;
  if (!locale || partsOf(i18n).get(locale) === 'whole') return;
  i18n.load(locale, await loadMessages(locale));
  partsOf(i18n).set(locale, 'whole');
  // The same locale again: components re-render with the texts that just arrived.
  i18n.activate(locale);
}
