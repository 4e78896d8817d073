import { createConsentController, type ConsentController } from './consent-controller';
import { buildKlaroConfig, type KlaroConfigOptions } from './klaro-config';
import { consentServices } from './consent-services';
import { loadKlaroEngine } from './klaro-engine';

declare global {
  interface Window {
    /** Opens the cookie preferences dialog; resolves once it is closed and consents are reloaded. */
    openCookiePreferences?: () => Promise<void>;
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

/** Installs `window.openCookiePreferences` for a controller; returns the uninstaller. */
export function installCookiePreferencesGlobal(target: ConsentController): () => void {
  const open = () => target.openPreferences();
  window.openCookiePreferences = open;
  return () => {
    if (window.openCookiePreferences === open) delete window.openCookiePreferences;
  };
}
