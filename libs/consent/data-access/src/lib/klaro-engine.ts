/// <reference types="@portal/consent-data-access/klaro-shim" />
import type { ConsentMap, KlaroConfig } from './consent.types';
import { completeStoredConsents } from './stored-consent';

/** The consent engine the machines' side effects talk to. */
export interface ConsentEngine {
  /** Stores one service's decision and applies it (loads or disables, deletes cookies). */
  store(service: string, enabled: boolean): void;
  /** Enables a service for this page view only: nothing is stored. */
  applyOnce(service: string): void;
  /** Forgets every stored decision; klaro then applies the defaults (all off). */
  clear(): void;
  /** The decisions klaro holds, or null when none is confirmed. */
  stored(): ConsentMap | null;
}

/**
 * Loads klaro on demand: it is about 63 KB gzip and needed only once someone decides, or when a
 * stored decision must be applied, so it stays out of the first page load.
 */
export async function loadKlaroEngine(config: KlaroConfig): Promise<ConsentEngine> {
  const loaded = await import('klaro/dist/klaro-no-css');
  // klaro is a UMD bundle: bundlers expose its exports by name or only as the default export.
  const klaro = typeof loaded.getManager === 'function' ? loaded : loaded.default;
  if (!klaro) throw new Error('klaro did not load');
  // Before klaro reads the store: a decision older than a service must still count as made.
  completeStoredConsents(config.services.map((s) => s.name));
  const manager = klaro.getManager(config);
  return {
    store(service, enabled) {
      manager.updateConsent(service, enabled);
      manager.saveAndApplyConsents('save');
    },
    applyOnce(service) {
      // klaro's own "accept once": apply as consented, then forget the consent again.
      manager.updateConsent(service, true);
      manager.applyConsents(false, true, service);
      manager.updateConsent(service, false);
    },
    clear() {
      manager.resetConsents();
    },
    stored() {
      return manager.confirmed ? { ...manager.consents } : null;
    },
  };
}
