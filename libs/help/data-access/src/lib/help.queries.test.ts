import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { helpKeys, helpQueries } from './help.queries';

const page = { items: [{ id: 1, name: 'First' }], page: 2, pageSize: 25, total: 26 };
const server = setupServer(
  http.get('http://api.test/api/help', ({ request }) =>
    new URL(request.url).searchParams.get('page') === '2' ? HttpResponse.json(page) : HttpResponse.json({ status: 400 }, { status: 400 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = { http: axios.create(), config: { apiUrl: 'http://api.test/api' } } as never;

it('keys the list by its filters, under the domain', () => {
  const options = helpQueries.list(client, { page: 2 });
  expect(options.queryKey).toEqual(['help', 'list', { page: 2 }]);
  expect(options.queryKey.slice(0, 1)).toEqual(helpKeys.all);
});

it('asks the API for the page the filters name', async () => {
  const options = helpQueries.list(client, { page: 2 });
  expect(await options.queryFn!({ signal: new AbortController().signal } as never)).toEqual(page);
});
