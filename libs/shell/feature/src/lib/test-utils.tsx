// Renders shell components against a real lifecycle machine whose calls answer from fixtures.
import type { Right } from '@portal/shared-api-contract';
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
import { testQueryClient, withApp } from '@portal/shared-data-access-http/testing';
import { renderWithUi } from '@portal/shared-ui/testing';
import type { ReactNode } from 'react';
import { createActor, fromPromise, waitFor } from 'xstate';

export interface ShellFixture {
  modules?: ModuleName[];
  rights?: Right[];
  order?: { possible: boolean; disabled: boolean };
  blocked?: boolean;
  contact?: { phone: string | null; email: string | null };
  availability?: Availability;
  /** More companies of the user, beside Northwind Bouw (the selected one). */
  otherClients?: { externalUuid: string; name: string }[];
}

const uuid = '5eed0000-0000-4000-8000-000000000001';

export async function renderShell(ui: ReactNode, fixture: ShellFixture = {}) {
  const api = {
    corporateClients: async () => [
      { id: 1, externalUuid: uuid, name: 'Northwind Bouw B.V.', showPrices: true, opCo: 'nl' },
      ...(fixture.otherClients ?? []).map((c, i) => ({ id: i + 2, showPrices: true, opCo: 'nl', ...c })),
    ],
    corporateClient: async () => ({ id: 1, externalUuid: uuid, name: 'Northwind Bouw B.V.', showPrices: true, opCo: 'nl', commerciallyBlocked: fixture.blocked ?? false }),
    globalActions: async () => ({ order: fixture.order ?? { possible: true, disabled: false } }),
    rentalContact: async () => fixture.contact ?? { phone: null, email: null },
    availability: async () => fixture.availability ?? { status: 'UP', bannerText: null },
    rights: async () => ({ rights: fixture.rights ?? [] }),
    modules: async () => ({ modules: fixture.modules ?? ['order', 'request', 'asset'] }),
  } as unknown as ShellApi;
  const queries = createShellQueries(api);
  const queryClient = testQueryClient();
  const lifecycle = createActor(
    lifecycleMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => true),
        selectClient: fromPromise(async (): Promise<ClientSelection> => ({ kind: 'selected', client: { corporateClientId: 1, corporateClientUuid: uuid } })),
        loadSettings: fromPromise(({ input }) => loadClientSettings(queryClient, queries, api, input.corporateClientUuid)),
        reloadRights: fromPromise(async (): Promise<void> => undefined),
        checkAvailability: fromPromise(() => api.availability()),
        endSession: fromPromise(async (): Promise<void> => undefined),
      },
    }),
    { input: { maintenanceMode: false, savedClientId: null } },
  ).start();
  await waitFor(lifecycle, (s) => s.context.settings.ready && s.context.availability !== null);
  const config = { opCo: 'nl', apiUrl: '/api', apiUrlUsermgmt: '/api/usermgmt' } as AppConfig;
  const app = withApp(ui, { path: '/order/contracts', queryClient });
  const view = renderWithUi(<ShellServicesContext.Provider value={{ config, api, queries, lifecycle }}>{app.element}</ShellServicesContext.Provider>);
  return { ...view, lifecycle, router: app.router, queryClient };
}
