import type { AuthServices, EarlyRefresh } from '@portal/auth-data-access';
import type { AppConfig } from '@portal/shared-util-config';
import { isSignedIn, routingState, settledRoutingState } from '@portal/shell-data-access';
import { startTransition, StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { App } from './app/App';
import { applyBranding } from './app/branding';
import { installEarlyCookiePreferences } from './app/cookie-settings';
import { startErrorReporting } from './app/error-reporter';
import { createAppRouter } from './app/router';
import { AfterCommit, holdFirstScreen, prerenderedLocale, prerenderedPath } from './first-load/first-screen-takeover';
import { followLifecycle } from './app/follow-lifecycle';
import { loadSignedInAssets } from './first-load/signed-in-assets';
import { scheduleUpdateChecks, startServiceWorker } from './app/service-worker';
import { createAppServices } from './app/services';
import { forgetSavedClient, passesStartupChecks, saveClientOnUnload } from './app/startup-checks';
import { yieldToMain } from './first-load/yield-to-main';

/**
 * Starts the portal with a validated startup configuration (spec §7, §8); `firstScreenReady` is the
 * first language's texts, loading since the page started (main.tsx; the styles come with the code);
 * `earlyRefresh` the session restore index.html's early script started, if it did (early-start.ts).
 */
export async function bootstrap(config: AppConfig, container: HTMLElement, firstScreenReady: Promise<void>, earlyRefresh?: EarlyRefresh): Promise<void> {
  if (!passesStartupChecks(earlyRefresh)) return;
  applyBranding(config);
  installEarlyCookiePreferences();

  const services = createAppServices(
    config,
    {
      onLoggedOut: () => {
        applyBranding(config);
        forgetSavedClient();
      },
    },
    earlyRefresh,
  );
  // Start-up work in tasks of its own (building the lifecycle, the router, starting the lifecycle,
  // asking for the page's code), so none of them blocks a phone's main thread for long (issue 14).
  await yieldToMain();
  const router = createAppRouter(services);
  const { lifecycle } = services;
  // The machine says what state the app is in; the router's guards decide where that leads.
  followLifecycle(lifecycle, router);
  // The signed-in pages' styles and texts download while the client and settings load.
  lifecycle.subscribe((s) => {
    if (isSignedIn(routingState(s))) void loadSignedInAssets().catch(() => undefined);
  });
  router.subscribe('onResolved', () => lifecycle.send({ type: 'navigation.completed' }));
  scheduleUpdateChecks((listener) => router.subscribe('onResolved', listener));
  saveClientOnUnload(() => lifecycle.getSnapshot().context.corporateClient?.corporateClientId);
  await yieldToMain();
  // The session-restore call starts now, and the page's own code downloads meanwhile, instead of
  // after the guards have waited for that answer (issue 14).
  lifecycle.start();
  await yieldToMain();
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined);

  const auth: AuthServices = {
    api: services.authApi,
    opCo: config.opCo ?? 'nl',
    onLogout: () => lifecycle.send({ type: 'session.logout' }),
    onSignedIn: async (options) => {
      lifecycle.send({ type: 'session.signedIn', welcome: options?.welcome });
      const loading = (s: ReturnType<typeof lifecycle.getSnapshot>) => ['loadingClient', 'loadingSettings'].includes(routingState(s));
      const settled = routingState(await waitFor(lifecycle, (s) => !loading(s)));
      if (settled !== 'signingOut' && settled !== 'signedOut') return 'ready';
      await waitFor(lifecycle, (s) => routingState(s) === 'signedOut');
      return 'noClient';
    },
  };

  await firstScreenReady;
  const root = createRoot(container);
  const app = (consent?: ComponentProps<typeof App>['consent']) => (
    <StrictMode>
      <App services={services} router={router} auth={auth} consent={consent} />
    </StrictMode>
  );
  if (!prerenderedLocale(container)) {
    root.render(app());
  } else {
    // The HTML already shows a page (issue 14): the sign-in page, or a signed-in page's shell for a
    // returning visit. The app waits until it can render its own page there (session known, route
    // and data loaded; for a visitor without a session the cookie notice too), renders it as a
    // transition (short slices; the static page stays) and replaces the static page in one commit,
    // with no loader between the two. What the visitor did on it is replayed when the app shows the
    // same page; anyone led elsewhere gets the page they were led to.
    const signedOut = (await settledRoutingState(lifecycle)) === 'signedOut';
    const [consent] = await Promise.all([signedOut ? import('./app/Consent').then((m) => m.default) : undefined, router.load().catch(() => undefined)]);
    const shellPath = prerenderedPath(container);
    const samePage = shellPath === undefined ? signedOut : router.state.location.pathname === shellPath;
    const staticPage = holdFirstScreen(container);
    startTransition(() =>
      root.render(
        <>
          {app(consent)}
          <AfterCommit run={() => staticPage.handOver({ replay: samePage })} />
        </>,
      ),
    );
  }
  void startErrorReporting(config);
  void startServiceWorker(config.env);
}
