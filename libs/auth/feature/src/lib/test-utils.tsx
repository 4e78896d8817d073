// Renders a sign-in page as the app would: language, theme, router and the sign-in services.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { AuthApiContext, type AuthApi, type AuthServices } from '@portal/auth-data-access';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

export function renderAuthPage(page: ReactNode, api: Partial<AuthApi> = {}, signedIn: 'ready' | 'noClient' = 'ready') {
  const services: AuthServices = {
    api: { login: vi.fn(), refresh: vi.fn(), logout: vi.fn(), forgotPassword: vi.fn(), resetPassword: vi.fn(), ...api } as AuthApi,
    onSignedIn: vi.fn(async (): Promise<'ready' | 'noClient'> => signedIn),
    onLogout: vi.fn(),
    opCo: 'nl',
  };
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <AuthApiContext.Provider value={services}>
          <RouterProvider router={router} />
        </AuthApiContext.Provider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, services };
}

/** An HTTP error as axios reports it. */
export const httpError = (status: number, headers: Record<string, string> = {}) => ({
  isAxiosError: true,
  response: { status, data: { status }, headers },
});
