import type { I18n } from '@lingui/core';
import { activateLocale } from './load-messages';
import { defaultLocale, resolveLocale, supportedLocales, type AppLocale, type SupportedLocale } from './locales';

/** Key of the language last chosen or used, so the signed-out pages speak it before a profile is known. */
export const localeStorageKey = 'portal.locale';

const byLowerCase = new Map<string, SupportedLocale>(supportedLocales.map((l) => [l.toLowerCase(), l]));

/**
 * The first of the browser's languages that the portal speaks, or null. A regional variant finds
 * its language (de-AT → de, fr-FR → fr-BE, en-GB → en-US, nl-NL → nl); an exact match wins
 * (nl-BE stays nl-BE). Languages the portal does not speak are skipped, not mapped to English.
 */
export function browserLocale(languages: readonly string[]): SupportedLocale | null {
  for (const language of languages) {
    const lower = language.toLowerCase();
    const exact = byLowerCase.get(lower);
    if (exact) return exact;
    const base = lower.split('-')[0] ?? '';
    if (base === 'en') return defaultLocale;
    if (base === 'fr') return 'fr-BE';
    const match = byLowerCase.get(base);
    if (match) return match;
  }
  return null;
}

/** Storage that may be missing or throw (private windows, storage blocked). */
type MaybeStorage = Pick<Storage, 'getItem' | 'setItem'> | undefined;

function safeGet(storage: MaybeStorage): string | null {
  try {
    return storage?.getItem(localeStorageKey) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language before sign-in (issue 13): the one chosen last, else the browser's when it is one
 * of the seven, else en-US (spec §9). After sign-in the profile's language wins (LocaleSync).
 */
export function initialLocale(storage: MaybeStorage, languages: readonly string[]): AppLocale {
  const remembered = safeGet(storage);
  if (remembered) return resolveLocale(remembered);
  return browserLocale(languages) ?? defaultLocale;
}

/** The language chosen (or used) last in this browser, if any: the visitor's own, unlike the browser's default. */
export function rememberedLocale(storage: MaybeStorage): SupportedLocale | null {
  const remembered = safeGet(storage);
  const locale = remembered ? resolveLocale(remembered) : null;
  return supportedLocales.find((l) => l === locale) ?? null;
}

/** Remembers a language for the next visit; a storage that refuses only loses the memory. */
export function rememberLocale(storage: MaybeStorage, locale: string): void {
  try {
    storage?.setItem(localeStorageKey, locale);
  } catch {
    // Nothing to do: the language still applies to this visit.
  }
}

/** A visitor's explicit choice (login page, cookie notice): applied at once and remembered. */
export async function chooseLocale(i18n: I18n, locale: SupportedLocale): Promise<void> {
  rememberLocale(typeof localStorage === 'undefined' ? undefined : localStorage, locale);
  await activateLocale(i18n, locale);
}
