// First: the global styles come before any component's (global-styles.ts).
import './app/global-styles';
import { i18n } from '@lingui/core';
import { preloadHttpClient } from '@portal/shared-data-access-http';
import { loadStartupConfig } from '@portal/shared-util-config';
import { activateLocale, defaultLocale, initialLocale } from '@portal/shared-util-i18n';
import { bootstrap } from './bootstrap';
import { configFetch, takeEarlyStart } from './first-load/early-start';
import { showStartupFailure } from './startup-failure';

/** Local storage, or nothing where the browser blocks it (then the language is the browser's). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// Everything the first screen needs starts at once, side by side (issue 14): the
// translations (signed out: the language chosen last, else the browser's, else en-US), the HTTP
// library for the session-restore call, and the startup configuration (preloaded by index.html, or
// already read with the session restore by its early script on a returning signed-in visit).
const early = takeEarlyStart();
const root = document.getElementById('root')!;
const locale = initialLocale(storage(), navigator.languages ?? [navigator.language]);
const localeReady = activateLocale(i18n, locale).catch(() => activateLocale(i18n, defaultLocale));
preloadHttpClient();

// Spec §7/§8: the startup configuration first; without it the app does not start (the page says so).
const config = await loadStartupConfig(configFetch(early));
if (config) {
  bootstrap(config, root, localeReady, early.session).catch((error: unknown) => {
    console.error('Bootstrap failed', error);
    showStartupFailure(root);
  });
} else {
  showStartupFailure(root);
}
