import type { WaitingCookiePreferencesCall } from '@portal/consent-data-access';

/** The Privacy and conditions menu's "Cookie settings" entry: the runtime contract's global function. */
export function openCookieSettings(): void {
  void window.openCookiePreferences?.();
}

/**
 * The consent UI loads just after the shell and then installs `window.openCookiePreferences`. Until
 * it has, this stand-in keeps each call in its `waiting` list, and the real function answers them
 * when it is installed (consent-runtime.ts), so a call made in the first moments of a page is never
 * lost. The prerendered pages' boot script installs the same stand-in before any of this code.
 */
export function installEarlyCookiePreferences(): void {
  if (window.openCookiePreferences) return;
  const waiting: WaitingCookiePreferencesCall[] = [];
  const standIn = () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  window.openCookiePreferences = Object.assign(standIn, { waiting });
}
