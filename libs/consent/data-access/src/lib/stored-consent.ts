import { CONSENT_STORAGE_KEY } from './consent.constants';
import type { ConsentMap } from './consent.types';

/**
 * Reads the stored consent map without klaro, so the notice can show on the first paint while
 * klaro itself is still unloaded. klaro writes the JSON URI-encoded; plain JSON is accepted too.
 */
export function readStoredConsents(storage: Storage | undefined = globalThis.localStorage): ConsentMap | null {
  const raw = storage?.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, value === true]));
  } catch {
    // A corrupt value counts as no decision: the visitor is simply asked again.
    return null;
  }
}

/**
 * Adds the services a stored decision does not know yet (registered since), as declined. klaro
 * treats such a map as unconfirmed and would decline every service on load, deleting the
 * analytics cookies of a visitor who had accepted them; the portal reads a missing service as
 * declined and the decision as made, and this makes klaro read it the same way.
 */
export function completeStoredConsents(
  serviceNames: readonly string[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  const stored = readStoredConsents(storage);
  if (!stored || !storage) return;
  const missing = serviceNames.filter((name) => !(name in stored));
  if (missing.length === 0) return;
  const completed = { ...stored, ...Object.fromEntries(missing.map((name) => [name, false])) };
  storage.setItem(CONSENT_STORAGE_KEY, encodeURIComponent(JSON.stringify(completed)));
}
