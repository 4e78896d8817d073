import type { I18n, Messages } from '@lingui/core';
import type { AppLocale } from './locales';

// One lazy chunk per locale with every scope's catalogue (bundles/): a locale costs nothing until
// used, and costs one request when it is (issue 14: eleven requests before).
const bundles = import.meta.glob<{ messages: Messages }>('./bundles/*.ts');

/** Every scope's messages for one locale. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const load = bundles[`./bundles/${locale}.ts`];
  if (!load) throw new Error(`No catalogues for ${locale}`);
  return (await load()).messages;
}

/** Loads and switches the whole UI to a locale; the document language follows. */
export async function activateLocale(i18n: I18n, locale: AppLocale): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.load(locale, await loadMessages(locale));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo-LOCALE' ? 'en' : locale;
}
