export { supportedLocales, defaultLocale, pseudoLocale, resolveLocale } from './lib/locales';
export type { SupportedLocale, AppLocale } from './lib/locales';
export { loadMessages, loadFirstScreenMessages, activateLocale, loadWholeCatalogue } from './lib/load-messages';
export { formatDate, formatMoment, formatNumber, formatMoney, formatLocalWindow, formatClock, prepareFormatters } from './lib/format';
export { browserLocale, initialLocale, rememberLocale, rememberedLocale, chooseLocale, localeStorageKey } from './lib/initial-locale';
