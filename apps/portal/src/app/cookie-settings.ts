declare global {
  interface Window {
    /** The runtime contract's global: opens the cookie dialog, then reloads the saved consents. */
    openCookiePreferences?: () => void;
  }
}

/** The Privacy and conditions menu's "Cookie settings" entry: the same as the global function. */
export function openCookieSettings(): void {
  window.openCookiePreferences?.();
}
