// Renders shell components against a real lifecycle machine whose calls answer from fixtures.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { AppConfig } from '@portal/shared-util-config';
import {
  createShellQueries,
  lifecycleMachine,
  loadClientSettings,
  ShellServicesContext,
  type Availability,
  type ClientSelection,
  type ModuleName,
  type ShellApi,
} from '@portal/shell-data-access';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor, fromPromise, waitFor } from 'xstate';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

export interface ShellFixture {
  modules?: ModuleName[];
  rights?: string[];
  order?: { possible: boolean; disabled: boolean };
  blocked?: boolean;
  contact?: { phone: string | null; email: string | null };
  availability?: Availability;
}

const uuid = '5eed0000-0000-4000-8000-000000000001';

export async function renderShell(ui: ReactNode, fixture: ShellFixture = {}) {
  const api = {
    corporateClients: async () => [{ id: 1, externalUuid: uuid, name: 'Northwind Bouw B.V.', showPrices: true, opCo: 'nl' }],
    corporateClient: async () => ({ id: 1, externalUuid: uuid, name: 'Northwind Bouw B.V.', showPrices: true, opCo: 'nl', commerciallyBlocked: fixture.blocked ?? false }),
    globalActions: async () => ({ order: fixture.order ?? { possible: true, disabled: false } }),
    rentalContact: async () => fixture.contact ?? { phone: null, email: null },
    availability: async () => fixture.availability ?? { status: 'UP', bannerText: null },
    rights: async () => ({ rights: fixture.rights ?? [] }),
    modules: async () => ({ modules: fixture.modules ?? ['order', 'request', 'asset'] }),
  } as unknown as ShellApi;
  const queries = createShellQueries(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const lifecycle = createActor(
    lifecycleMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => true),
        selectClient: fromPromise(async (): Promise<ClientSelection> => ({ kind: 'selected', client: { corporateClientId: 1, corporateClientUuid: uuid } })),
        loadSettings: fromPromise(({ input }) => loadClientSettings(queryClient, queries, input.corporateClientUuid)),
        reloadRights: fromPromise(async (): Promise<void> => undefined),
        checkAvailability: fromPromise(() => api.availability()),
        endSession: fromPromise(async (): Promise<void> => undefined),
      },
    }),
    { input: { maintenanceMode: false, savedClientUuid: null } },
  ).start();
  await waitFor(lifecycle, (s) => s.context.settings.ready && s.context.availability !== null);
  const config = { opCo: 'nl', apiUrl: '/api', apiUrlUsermgmt: '/api/usermgmt' } as AppConfig;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/order/contracts'] }),
  });
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ShellServicesContext.Provider value={{ config, api, queries, lifecycle }}>
            <RouterProvider router={router} />
          </ShellServicesContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}
