/** The Privacy and conditions menu's "Cookie settings" entry: the runtime contract's global function. */
export function openCookieSettings(): void {
  void window.openCookiePreferences?.();
}

/**
 * The consent UI loads just after the shell and then installs `window.openCookiePreferences`. Until
 * it has, this stand-in answers the call: it waits for the real function and hands the call on, so
 * a call made in the first moments of a page is never lost.
 */
export function installEarlyCookiePreferences(): void {
  if (window.openCookiePreferences) return;
  const early = () =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const handOn = () => {
        const real = window.openCookiePreferences;
        if (real && real !== early) return void real().then(resolve, reject);
        if (Date.now() - started > 30_000) return reject(new Error('The cookie preferences did not load'));
        setTimeout(handOn, 50);
      };
      handOn();
    });
  window.openCookiePreferences = early;
}
