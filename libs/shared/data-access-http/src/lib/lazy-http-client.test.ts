import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
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
