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
