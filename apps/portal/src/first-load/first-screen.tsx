// Build-time only (`vite build --ssr`, then apps/portal/src/first-load/build/prerender-first-screen.mjs): the sign-in
// page as a first-time visitor sees it, per opCo and language, rendered by the app's own components
// so that the HTML can paint it before any JavaScript has run (issue 14). The browser's app then
// takes it over (first-screen-takeover.ts) and renders the same page in its place.
import { i18n } from '@lingui/core';
import type { AuthServices } from '@portal/auth-data-access';
import type { Availability } from '@portal/shared-api-contract';
import { lifecycleMachine, routingState } from '@portal/shell-data-access';
import type { AppConfig } from '@portal/shared-util-config';
import { activateLocale, loadWholeCatalogue, type SupportedLocale } from '@portal/shared-util-i18n';
import { AppLayout } from '@portal/shell-feature';
import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor, fromPromise, waitFor } from 'xstate';
import { App, AppProviders } from '../app/App';
import Consent from '../app/Consent';
import { createAppServices } from '../app/services';
import { routeTree } from '../routeTree.gen';

/** The path whose page is prerendered: a first visit lands here (directly or redirected). */
export const FIRST_SCREEN_PATH = '/auth/login';

/** A lifecycle that has settled as a visitor without a session, with the service up. */
async function signedOutLifecycle(maintenanceMode: boolean) {
  const machine = lifecycleMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => false),
      checkAvailability: fromPromise(async (): Promise<Availability> => ({ status: 'UP', bannerText: null })),
    },
  });
  const actor = createActor(machine, { input: { maintenanceMode, savedClientId: null } }).start();
  await waitFor(actor, (s) => routingState(s) === 'signedOut');
  return actor;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** Node has no local storage; the services read it when created (a first visit: it is empty). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The app's services around a lifecycle settled as signed out, and a router over the app's routes. */
async function signedOutApp(config: AppConfig, locale: SupportedLocale, path: string) {
  globalThis.localStorage ??= emptyStorage();
  await activateLocale(i18n, locale);
  const base = createAppServices(config, { onLoggedOut: () => undefined });
  const lifecycle = await signedOutLifecycle(config.maintenanceMode);
  const services = { ...base, lifecycle, shell: { ...base.shell, lifecycle } } as typeof base;
  const router = createRouter({ routeTree, context: { services }, history: createMemoryHistory({ initialEntries: [path] }) });
  const auth: AuthServices = {
    api: services.authApi,
    opCo: config.opCo ?? 'nl',
    onLogout: () => undefined,
    onSignedIn: async () => 'ready',
  };
  return { services, router, auth, stop: () => lifecycle.stop() };
}

/**
 * Renders without JavaScript: the first pass waits for whatever the page suspends on (its lazy
 * parts); the second renders it in one piece, with no streaming markers or scripts for the
 * boundaries that waited.
 */
async function renderStatic(page: ReactElement, what: string): Promise<string> {
  await streamToString((await prerenderToNodeStream(page)).prelude);
  const html = renderToString(page);
  if (/<template|<script|<!--\$[?!]/.test(html)) throw new Error(`${what} still waits on something: it would not render without JavaScript.`);
  return html;
}

/** The markup inside #root of the sign-in page for one opCo and language. */
export async function renderFirstScreen(config: AppConfig, locale: SupportedLocale): Promise<string> {
  const { services, router, auth, stop } = await signedOutApp(config, locale, FIRST_SCREEN_PATH);
  try {
    await router.load();
    return await renderStatic(<App services={services} router={router} auth={auth} consent={Consent} />, 'The first screen');
  } finally {
    stop();
  }
}

/**
 * The signed-in pages' shell for one opCo and language: per page whose pending state shows the page's
 * own heading (a route's `pendingComponent` with an h1, on a path without parameters), the layout
 * with that pending state, as the app shows it while the page's data loads. A returning signed-in
 * visit paints it before any JavaScript (issue 14); its header has the logo only (the menus depend on
 * the session, which is not known yet). `only`: the paths an earlier call found, so that the other
 * opCos and languages render just those.
 */
export async function renderSignedInShells(config: AppConfig, locale: SupportedLocale, only?: readonly string[]): Promise<{ path: string; markup: string }[]> {
  const { services, router, auth, stop } = await signedOutApp(config, locale, '/');
  // Every scope's texts, as the signed-in app has them (signed-in-assets.ts).
  await loadWholeCatalogue(i18n);
  const shells: { path: string; markup: string }[] = [];
  try {
    for (const route of Object.values(router.routesById)) {
      const Pending = route.options.pendingComponent;
      const path = route.fullPath.replace(/(.)\/$/, '$1');
      if (!Pending || path.includes('$') || (only && !only.includes(path))) continue;
      const markup = await renderStatic(
        <AppProviders services={services} auth={auth}>
          <RouterContextProvider router={router}>
            <AppLayout onCookieSettings={() => undefined} onLogout={() => undefined} logoOnly>
              <Pending />
            </AppLayout>
          </RouterContextProvider>
        </AppProviders>,
        `The shell of ${path}`,
      );
      if (markup.includes('<h1')) shells.push({ path, markup });
    }
    return shells;
  } finally {
    stop();
  }
}

// What the prerender script needs to know besides the markup: which pages to make, and their titles.
export { opCos } from '@portal/shared-api-contract/vocabulary';
export { supportedLocales } from '@portal/shared-util-i18n';
export { brandingFor } from '@portal/shared-util-config';
