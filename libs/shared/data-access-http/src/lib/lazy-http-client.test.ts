import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLazyHttpClient } from './lazy-http-client';

const server = setupServer(
  http.post('http://api.test/api/global-actions', ({ request }) =>
    HttpResponse.json({ client: request.headers.get('x-corporate-client') }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('applies the same request rules once axios has loaded', async () => {
  const client = createLazyHttpClient({
    corporateClientUuid: () => 'uuid-1',
    opCo: () => null,
    accessToken: () => null,
    apiOrigins: ['http://api.test'],
    refreshAccessToken: async () => null,
    onSessionExpired: () => undefined,
  });
  const response = await client.post('http://api.test/api/global-actions', {});
  expect(response.data).toEqual({ client: 'uuid-1' });
});

it('once axios has loaded, sends a request in the caller’s task, before anything the caller’s state change schedules (issue 14)', async () => {
  const client = createLazyHttpClient({
    corporateClientUuid: () => 'uuid-1',
    opCo: () => null,
    accessToken: () => 'token-1',
    apiOrigins: ['http://api.test'],
    refreshAccessToken: async () => null,
    onSessionExpired: () => undefined,
  });
  await client.post('http://api.test/api/global-actions', {});
  const sent: { authorization: unknown; client: unknown }[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    sent.push({ authorization: config.headers.get('Authorization'), client: config.headers.get('X-Corporate-Client') });
    return { data: null, status: 200, statusText: 'OK', headers: {}, config };
  };
  const call = client.get('http://api.test/api/contracts', { adapter });
  // Nothing awaited yet: the request rules have run and the request is on its way.
  expect(sent).toEqual([{ authorization: 'Bearer token-1', client: 'uuid-1' }]);
  await call;
});
