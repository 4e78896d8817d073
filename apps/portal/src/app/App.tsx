import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { AuthApiContext, type AuthServices } from '@portal/auth-data-access';
import { ApiClientContext } from '@portal/shared-data-access-http';
import { portalCssVariables, portalTheme } from '@portal/shared-ui';
import { ShellServicesContext } from '@portal/shell-data-access';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LocaleSync } from './LocaleSync';
import type { createAppRouter } from './router';
import type { AppServices } from './services';

// The consent UI and klaro load after the shell, in their own chunk.
const LazyConsent = lazy(() => import('./Consent'));
type ConsentComponent = ComponentType<{ gtmContainerId: string | null }>;

/** Props of App: the composed services and router. */
export interface AppProps {
  services: AppServices;
  router: ReturnType<typeof createAppRouter>;
  auth: AuthServices;
  /**
   * The consent UI when its chunk is already here: rendered in the first commit, not a tick later
   * (a prerendered first screen is replaced by the same page, notice included: issue 14).
   */
  consent?: ConsentComponent;
}

/** Props of AppProviders: the composed services, sign-in's and what they wrap. */
export interface AppProvidersProps {
  services: AppServices;
  auth: AuthServices;
  children: ReactNode;
}

/**
 * Providers, outermost first: language, theme, server cache, the shell's and sign-in's services.
 * Shared with the build's prerender of the signed-in pages' shell (first-load/first-screen.tsx), so
 * that what it paints is what the app renders.
 */
export function AppProviders({ services, auth, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={portalTheme} cssVariablesResolver={portalCssVariables}>
        <QueryClientProvider client={services.queryClient}>
          <ApiClientContext.Provider value={services.apiClient}>
            <ShellServicesContext.Provider value={services.shell}>
              <AuthApiContext.Provider value={auth}>{children}</AuthApiContext.Provider>
            </ShellServicesContext.Provider>
          </ApiClientContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

/** The app: its providers, the language kept in step with the profile, the pages and the cookie notice. */
export function App({ services, router, auth, consent: Consent = LazyConsent }: AppProps) {
  return (
    <AppProviders services={services} auth={auth}>
      <LocaleSync />
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Consent gtmContainerId={services.config.gtmContainerId ?? null} />
      </Suspense>
    </AppProviders>
  );
}
