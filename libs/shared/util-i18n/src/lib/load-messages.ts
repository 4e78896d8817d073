import type { I18n, Messages } from '@lingui/core';
import type { AppLocale } from './locales';

// Every scope's catalogue, one lazy chunk per scope and locale: a locale costs nothing until used.
const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** Merges the catalogues of every scope for one locale. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const loaders = Object.entries(catalogues)
    .filter(([path]) => path.endsWith(`/${locale}.po`))
    .map(([, load]) => load());
  const modules = await Promise.all(loaders);
  return Object.assign({}, ...modules.map((m) => m.messages));
}

/** Loads and switches the whole UI to a locale; the document language follows. */
export async function activateLocale(i18n: I18n, locale: AppLocale): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.load(locale, await loadMessages(locale));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo-LOCALE' ? 'en' : locale;
}
