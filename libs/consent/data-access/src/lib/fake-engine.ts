import { CONSENT_STORAGE_KEY } from './consent.constants';
import type { ConsentMap } from './consent.types';
import type { ConsentEngine } from './klaro-engine';

/** An in-memory stand-in for klaro that writes the same storage format and records its calls. */
export interface FakeEngine extends ConsentEngine {
  calls: string[];
}

/** Creates a fake engine over a storage (local storage by default). */
export function createFakeEngine(storage: Storage = localStorage): FakeEngine {
  const calls: string[] = [];
  const read = (): ConsentMap => JSON.parse(decodeURIComponent(storage.getItem(CONSENT_STORAGE_KEY) ?? '%7B%7D'));
  return {
    calls,
    store(service, enabled) {
      calls.push(`store:${service}:${enabled}`);
      storage.setItem(CONSENT_STORAGE_KEY, encodeURIComponent(JSON.stringify({ ...read(), [service]: enabled })));
    },
    applyOnce(service) {
      calls.push(`once:${service}`);
    },
    clear() {
      calls.push('clear');
      storage.removeItem(CONSENT_STORAGE_KEY);
    },
    stored() {
      return storage.getItem(CONSENT_STORAGE_KEY) === null ? null : read();
    },
  };
}
