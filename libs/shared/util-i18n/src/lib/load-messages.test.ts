import { setupI18n } from '@lingui/core';
import { expect, it } from 'vitest';
import { activateLocale, loadMessages, loadWholeCatalogue } from './load-messages';

it('loads the first screen’s texts first, every scope’s once the signed-in pages are reachable, then for every language', async () => {
  const i18n = setupI18n();
  await activateLocale(i18n, 'de');
  const first = Object.keys(i18n.messages).length;
  const whole = Object.keys(await loadMessages('de')).length;
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThan(whole / 2);

  await loadWholeCatalogue(i18n);
  expect(Object.keys(i18n.messages)).toHaveLength(whole);
  expect(i18n.locale).toBe('de');

  await activateLocale(i18n, 'pl');
  expect(Object.keys(i18n.messages)).toHaveLength(Object.keys(await loadMessages('pl')).length);
});
