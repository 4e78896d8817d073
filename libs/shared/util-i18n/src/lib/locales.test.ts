import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locales';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['de', 'de'],
    ['de-DE', 'de'],
    ['nl_BE', 'nl-BE'],
    ['NL-be', 'nl-BE'],
    ['nl-NL', 'nl'],
    ['fr', 'fr-BE'],
    ['en-GB', 'en-US'],
    ['xx', 'en-US'],
    ['pseudo-LOCALE', 'pseudo-LOCALE'],
  ])('maps %s to %s', (code, expected) => {
    expect(resolveLocale(code)).toBe(expected);
  });
});
