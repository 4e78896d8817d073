import { installCookiePreferencesGlobal, type ConsentController } from '@portal/consent-data-access';
import { afterEach, expect, it, vi } from 'vitest';
import { installEarlyCookiePreferences } from './cookie-settings';

afterEach(() => {
  delete window.openCookiePreferences;
  vi.useRealTimers();
});

it('hands a call made before the consent UI loads on to the real function, without a timer', async () => {
  vi.useFakeTimers();
  installEarlyCookiePreferences();
  let answered = false;
  const pending = window.openCookiePreferences!().then(() => (answered = true));
  expect(vi.getTimerCount()).toBe(0);
  await Promise.resolve();
  expect(answered).toBe(false);
  const openPreferences = vi.fn(async () => undefined);
  installCookiePreferencesGlobal({ openPreferences } as unknown as ConsentController);
  await pending;
  expect(openPreferences).toHaveBeenCalledTimes(1);
  expect(answered).toBe(true);
});

it('leaves an installed function alone', () => {
  const real = vi.fn(async () => undefined);
  window.openCookiePreferences = real;
  installEarlyCookiePreferences();
  expect(window.openCookiePreferences).toBe(real);
});
