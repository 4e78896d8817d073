import { languageCodes } from '@portal/shared-api-contract/vocabulary';

/** The portal's languages, the contract's language codes (the plain list: no zod in the first load); en-US is the default (spec §9). */
export const supportedLocales = languageCodes;
export type SupportedLocale = (typeof supportedLocales)[number];
export const defaultLocale: SupportedLocale = 'en-US';
/** Lingui's pseudo-locale: every text visibly accented, to spot strings that escaped translation. */
export const pseudoLocale = 'pseudo-LOCALE';
export type AppLocale = SupportedLocale | typeof pseudoLocale;

const byLowerCase = new Map<string, SupportedLocale>(supportedLocales.map((l) => [l.toLowerCase(), l]));

/** Maps a preferred language code from the profile (e.g. `nl_BE`, `de-DE`, `EN-us`) to a portal locale. */
export function resolveLocale(code: string | null | undefined): AppLocale {
  if (!code) return defaultLocale;
  if (code === pseudoLocale) return pseudoLocale;
  const normalised = code.replace('_', '-').toLowerCase();
  const exact = byLowerCase.get(normalised);
  if (exact) return exact;
  const language = normalised.split('-')[0] ?? '';
  if (language === 'en') return defaultLocale;
  if (language === 'fr') return 'fr-BE';
  return byLowerCase.get(language) ?? defaultLocale;
}
