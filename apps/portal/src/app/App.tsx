import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { AuthApiContext, type AuthServices } from '@portal/auth-data-access';
import { ApiClientContext } from '@portal/shared-data-access-http';
import { portalCssVariables, portalTheme } from '@portal/shared-ui';
import { ShellServicesContext } from '@portal/shell-data-access';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
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

/** Providers, outermost first: language, theme, server cache, the shell's and sign-in's services. */
export function App({ services, router, auth, consent: Consent = LazyConsent }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={portalTheme} cssVariablesResolver={portalCssVariables}>
        <QueryClientProvider client={services.queryClient}>
          <ApiClientContext.Provider value={services.apiClient}>
            <ShellServicesContext.Provider value={services.shell}>
              <AuthApiContext.Provider value={auth}>
                <LocaleSync />
                <RouterProvider router={router} />
                <Suspense fallback={null}>
                  <Consent gtmContainerId={services.config.gtmContainerId ?? null} />
                </Suspense>
              </AuthApiContext.Provider>
            </ShellServicesContext.Provider>
          </ApiClientContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
