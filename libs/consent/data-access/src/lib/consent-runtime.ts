import { createConsentController, type ConsentController } from './consent-controller';
import { buildKlaroConfig, type KlaroConfigOptions } from './klaro-config';
import { consentServices } from './consent-services';
import { loadKlaroEngine } from './klaro-engine';

/** A call of `window.openCookiePreferences` made before the consent UI was there. */
export interface WaitingCookiePreferencesCall {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The runtime contract's `window.openCookiePreferences`. Before the consent UI has loaded, the page
 * installs a stand-in that keeps each call in `waiting` (the prerendered page's boot script, or the
 * app's cookie-settings.ts); installing the real function answers them, so no call is lost and
 * nothing polls.
 */
export type CookiePreferencesGlobal = (() => Promise<void>) & { waiting?: WaitingCookiePreferencesCall[] };

declare global {
  interface Window {
    /** Opens the cookie preferences dialog; resolves once it is closed and consents are reloaded. */
    openCookiePreferences?: CookiePreferencesGlobal;
  }
}

let resolveOptions: (options: KlaroConfigOptions) => void = () => undefined;
// klaro may be asked for (a contextual notice, a stored decision) before the shell has handed over
// the language and container id; the engine waits for them rather than guessing.
const options = new Promise<KlaroConfigOptions>((resolve) => {
  resolveOptions = resolve;
});
let controller: ConsentController | undefined;

/** Hands the run-time options to klaro's configuration; the first call wins. */
export function configureConsent(value: KlaroConfigOptions): void {
  resolveOptions(value);
}

/** The page's one consent controller, created on first use. */
export function getConsentController(): ConsentController {
  controller ??= createConsentController({
    services: consentServices,
    loadEngine: async () => loadKlaroEngine(buildKlaroConfig(await options)),
  });
  return controller;
}

/** Opens the cookie preferences dialog (for the Privacy and conditions menu). */
export function openCookiePreferences(): Promise<void> {
  return getConsentController().openPreferences();
}

/**
 * Installs `window.openCookiePreferences` for a controller, and answers the calls a stand-in kept
 * while the consent UI loaded; returns the uninstaller.
 */
export function installCookiePreferencesGlobal(target: ConsentController): () => void {
  const open = () => target.openPreferences();
  const waiting = window.openCookiePreferences?.waiting?.splice(0) ?? [];
  window.openCookiePreferences = open;
  for (const call of waiting) open().then(call.resolve, call.reject);
  return () => {
    if (window.openCookiePreferences === open) delete window.openCookiePreferences;
  };
}
