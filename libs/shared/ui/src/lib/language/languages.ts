import { supportedLocales, type SupportedLocale } from '@portal/shared-util-i18n';

/** Each language named in itself, so a visitor who cannot read the current one still finds theirs. */
export const languageNames: Record<SupportedLocale, string> = {
  'en-US': 'English',
  de: 'Deutsch',
  'fr-BE': 'Français (Belgique)',
  nl: 'Nederlands',
  'nl-BE': 'Nederlands (België)',
  hu: 'Magyar',
  pl: 'Polski',
};

/** The flag shown beside each language: the country of its variant (the same flag set as addresses). */
export const languageFlags: Record<SupportedLocale, string> = {
  'en-US': 'us',
  de: 'de',
  'fr-BE': 'be',
  nl: 'nl',
  'nl-BE': 'be',
  hu: 'hu',
  pl: 'pl',
};

/** The portal's languages in the order every language choice lists them. */
export const languageChoices = supportedLocales.map((code) => ({ value: code, label: languageNames[code] }));

export const isSupportedLocale = (code: string): code is SupportedLocale => (supportedLocales as readonly string[]).includes(code);
