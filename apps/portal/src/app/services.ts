import { QueryClient } from '@tanstack/react-query';
import { createAuthApi, createTokenStore, isLegacyToken, type EarlyRefresh } from '@portal/auth-data-access';
import { profileQueries } from '@portal/profile-data-access';
import { createLazyHttpClient, originsOf, type ApiClient } from '@portal/shared-data-access-http';
import type { AppConfig } from '@portal/shared-util-config';
import {
  createShellApi,
  createShellQueries,
  lifecycleMachine,
  loadClientSettings,
  reloadRights,
  selectCorporateClient,
  type ShellServices,
} from '@portal/shell-data-access';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { clearStorageAndReload, savedClientId } from './startup-checks';

/** Side effects the lifecycle asks for (it never navigates: the router's guards own redirects). */
export interface LifecycleEffects {
  onLoggedOut: () => void;
}

/**
 * The composition root: one axios instance, the calls, the query cache and the lifecycle actor.
 * `earlyRefresh`: a session restore the page started before this code arrived (early-start.ts).
 */
export function createAppServices(config: AppConfig, effects: LifecycleEffects, earlyRefresh?: EarlyRefresh) {
  const tokens = createTokenStore();
  // The interceptors read the selected client from the machine; it exists once the actor starts.
  let currentClientUuid: () => string | undefined = () => undefined;
  let sessionExpired = () => undefined as void;
  const http = createLazyHttpClient({
    corporateClientUuid: () => currentClientUuid(),
    opCo: () => config.opCo,
    accessToken: tokens.get,
    apiOrigins: originsOf([config.apiUrl, config.apiUrlUsermgmt, config.apiUrlRequest, config.apiUrlOverview]),
    refreshAccessToken: () => authApi.refresh(),
    onSessionExpired: () => sessionExpired(),
  });
  const authApi = createAuthApi(http, config.apiUrl, tokens, Date.now, earlyRefresh);
  const apiClient: ApiClient = { http, config };
  const shellApi = createShellApi(http, config);
  const queries = createShellQueries(shellApi);
  // 504s are retried by the interceptor; other failures are answers, not reasons to try again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

  const machine = lifecycleMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => {
        const token = await authApi.refresh();
        if (token && isLegacyToken(token, config.legacyIssuers)) clearStorageAndReload();
        return token !== null;
      }),
      selectClient: fromPromise(({ input }) => selectCorporateClient(queryClient, queries, input.preferredClient, authApi.takeClientList())),
      loadSettings: fromPromise(async ({ input }) => {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'shell' });
        const [modules] = await Promise.all([
          loadClientSettings(queryClient, queries, shellApi, input.corporateClientUuid),
          queryClient.fetchQuery(profileQueries.me(apiClient)),
        ]);
        return modules;
      }),
      reloadRights: fromPromise(({ input }) => reloadRights(queryClient, queries, input.corporateClientUuid)),
      checkAvailability: fromPromise(() => shellApi.availability()),
      endSession: fromPromise(async () => {
        await authApi.logout().catch(() => undefined);
        queryClient.clear();
      }),
    },
    actions: {
      onLoggedOut: () => effects.onLoggedOut(),
    },
    guards: { forceLogin: () => localStorage.getItem('forceLogin') === 'true' },
  });
  // Local only: the state devtools (devtools.ts), loaded apart; events wait in order until it is.
  const devtools = config.env === 'local' ? import('./devtools').then((m) => m.connectDevtools('Atlas Portal')) : undefined;
  const lifecycle = createActor(machine, {
    input: { maintenanceMode: config.maintenanceMode, savedClientId: savedClientId() },
    inspect: devtools && ((event: InspectionEvent) => void devtools.then((inspect) => inspect(event))),
  });
  currentClientUuid = () => lifecycle.getSnapshot().context.corporateClient?.corporateClientUuid;
  sessionExpired = () => lifecycle.send({ type: 'session.expired' });

  // Built once: a context value that never changes identity re-renders nothing.
  const shell: ShellServices = { config, api: shellApi, queries, lifecycle };
  return { config, http, apiClient, authApi, shellApi, queries, queryClient, lifecycle, shell };
}
export type AppServices = ReturnType<typeof createAppServices>;
