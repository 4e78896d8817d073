import { describe, expect, it } from 'vitest';
import { browserLocale, initialLocale, localeStorageKey, rememberLocale } from './initial-locale';

const storageWith = (value: string | null) => {
  const map = new Map<string, string>(value ? [[localeStorageKey, value]] : []);
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('browserLocale', () => {
  it('takes the first language the portal speaks, a regional variant finding its language', () => {
    expect(browserLocale(['de-DE', 'en'])).toBe('de');
    expect(browserLocale(['es-ES', 'pl-PL'])).toBe('pl');
    expect(browserLocale(['fr-FR'])).toBe('fr-BE');
    expect(browserLocale(['nl-BE', 'nl'])).toBe('nl-BE');
    expect(browserLocale(['nl-NL'])).toBe('nl');
    expect(browserLocale(['en-GB'])).toBe('en-US');
    expect(browserLocale(['HU'])).toBe('hu');
  });

  it('answers null when none of them is one of the seven', () => {
    expect(browserLocale(['es-ES', 'it'])).toBeNull();
    expect(browserLocale([])).toBeNull();
  });
});

describe('initialLocale', () => {
  it('prefers the language chosen last over the browser', () => {
    expect(initialLocale(storageWith('hu'), ['de-DE'])).toBe('hu');
  });

  it('uses the browser language when nothing was chosen, else en-US', () => {
    expect(initialLocale(storageWith(null), ['de-DE'])).toBe('de');
    expect(initialLocale(storageWith(null), ['es-ES'])).toBe('en-US');
    expect(initialLocale(undefined, [])).toBe('en-US');
  });

  it('survives a storage that throws', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(initialLocale(throwing, ['pl'])).toBe('pl');
    expect(() => rememberLocale(throwing, 'de')).not.toThrow();
  });

  it('remembers a choice', () => {
    const storage = storageWith(null);
    rememberLocale(storage, 'nl-BE');
    expect(initialLocale(storage, ['de'])).toBe('nl-BE');
  });
});
