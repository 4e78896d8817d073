/** The Privacy and conditions menu's "Cookie settings" entry: the runtime contract's global function. */
export function openCookieSettings(): void {
  window.openCookiePreferences?.();
}
