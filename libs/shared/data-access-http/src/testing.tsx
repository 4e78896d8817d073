// Test helpers for components that load data: the query cache, the API client and a router around
// them. Pair with `renderWithUi` from @portal/shared-ui/testing (language and theme):
//   const app = withApp(<ContractsPage … />); renderWithUi(app.element);
import type { AppConfig } from '@portal/shared-util-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import axios from 'axios';
import { Suspense, type ReactNode } from 'react';
import { ApiClientContext, type ApiClient } from './lib/api-context';

/** Service addresses as in a local deployment; MSW handlers in tests answer on these. */
export const testConfig = {
  isProduction: false,
  env: 'local',
  apiUrl: 'http://api.test/api',
  apiUrlUsermgmt: 'http://api.test/api/usermgmt',
  apiUrlRequest: 'http://api.test/api/request',
  apiUrlOverview: 'http://api.test/api/overview',
  baseUrl: 'http://portal.test',
  opCo: 'nl',
  sentryDsn: null,
  legacyIssuers: [],
  maintenanceMode: false,
  mapTileUrl: null,
  gtmContainerId: null,
  release: 'test',
} as AppConfig;

export interface WithAppOptions {
  /** The URL the memory router starts at. */
  path?: string;
  apiClient?: ApiClient;
  /** A query cache the test shares with something else (e.g. a lifecycle machine). */
  queryClient?: QueryClient;
}

/** A query cache for tests: failures are answers, never retried. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Wraps a component in a fresh query cache (no retries), the API client (a plain axios instance
 * by default, for MSW) and a memory router whose only route renders it, inside Suspense.
 */
export function withApp(ui: ReactNode, { path = '/', apiClient, queryClient = testQueryClient() }: WithAppOptions = {}) {
  const client: ApiClient = apiClient ?? { http: axios.create(), config: testConfig };
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Suspense fallback={<p>Loading</p>}>{ui}</Suspense> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const element = (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>
        <RouterProvider router={router} />
      </ApiClientContext.Provider>
    </QueryClientProvider>
  );
  return { element, queryClient, router, apiClient: client };
}

export { createCallTestServer } from './lib/call-test-server';
export type { SeenRequest } from './lib/call-test-server';
