import { afterEach, expect, it, vi } from 'vitest';
import { installEarlyCookiePreferences } from './cookie-settings';

afterEach(() => {
  delete window.openCookiePreferences;
  vi.useRealTimers();
});

it('hands a call made before the consent UI loads on to the real function', async () => {
  vi.useFakeTimers();
  installEarlyCookiePreferences();
  const pending = window.openCookiePreferences!();
  const real = vi.fn(async () => undefined);
  window.openCookiePreferences = real;
  await vi.advanceTimersByTimeAsync(60);
  await pending;
  expect(real).toHaveBeenCalledTimes(1);
});

it('leaves an installed function alone', () => {
  const real = vi.fn(async () => undefined);
  window.openCookiePreferences = real;
  installEarlyCookiePreferences();
  expect(window.openCookiePreferences).toBe(real);
});
