// Renders a sign-in page as the app would: language, theme, router and the sign-in services.
import { AuthApiContext, type AuthApi, type AuthServices } from '@portal/auth-data-access';
import { withApp } from '@portal/shared-data-access-http/testing';
import { renderWithUi } from '@portal/shared-ui/testing';
import type { AppLocale } from '@portal/shared-util-i18n';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export function renderAuthPage(page: ReactNode, api: Partial<AuthApi> = {}, signedIn: 'ready' | 'noClient' = 'ready', { locale, path }: { locale?: AppLocale; path?: string } = {}) {
  const services: AuthServices = {
    api: { login: vi.fn(), refresh: vi.fn(), logout: vi.fn(), forgotPassword: vi.fn(), resetPassword: vi.fn(), ...api } as AuthApi,
    onSignedIn: vi.fn(async (): Promise<'ready' | 'noClient'> => signedIn),
    onLogout: vi.fn(),
    opCo: 'nl',
  };
  const app = withApp(page, { path });
  const view = renderWithUi(<AuthApiContext.Provider value={services}>{app.element}</AuthApiContext.Provider>, { locale });
  return { ...view, services, router: app.router };
}

/** An HTTP error as axios reports it. */
export const httpError = (status: number, headers: Record<string, string> = {}) => ({
  isAxiosError: true,
  response: { status, data: { status }, headers },
});
