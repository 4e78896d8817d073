import { hasLegacySession } from '@portal/auth-data-access';

const clientIdKey = 'corporateClientId';

/** Spec §8: a stale session of the old product clears local storage and reloads the page. */
export function clearStorageAndReload(): void {
  localStorage.clear();
  window.location.reload();
}

/**
 * Returns false when the page is about to reload because of a legacy session. `settleFirst`: a
 * session restore index.html's early script has in flight (early-start.ts): the reload waits for its
 * answer, since tearing the page down first could drop the cookie the server has just rotated, and
 * the next start would present the old one (which ends the session as stolen).
 */
export function passesStartupChecks(settleFirst?: Promise<unknown>): boolean {
  if (!hasLegacySession(localStorage)) return true;
  void Promise.resolve(settleFirst)
    .catch(() => undefined)
    .then(clearStorageAndReload);
  return false;
}

/** Spec §9: the corporate client id is saved to local storage when the page unloads. */
export function saveClientOnUnload(currentClientId: () => number | undefined): void {
  window.addEventListener('pagehide', () => {
    const id = currentClientId();
    if (id !== undefined) localStorage.setItem(clientIdKey, String(id));
  });
}

export const savedClientId = () => localStorage.getItem(clientIdKey);

/** Logout clears the corporate client state, the saved choice included (spec §4). */
export const forgetSavedClient = () => localStorage.removeItem(clientIdKey);
