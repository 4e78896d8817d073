// The MSW set-up the data-access call tests share: every request recorded, anything unexpected an
// error. One per service address (`apiUrl`, `apiUrlUsermgmt`, …), so each library's tests answer
// on the address its calls use.
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface SeenRequest {
  method: string;
  url: URL;
  client: string | null;
  key: string | null;
  body: unknown;
}

/** A recording MSW server answering on `base`, and an API client whose `configKey` points there. */
export function createCallTestServer(base: string, configKey: string) {
  const seen: SeenRequest[] = [];
  const server = setupServer();
  const api = { http: axios.create(), config: { [configKey]: base } } as never;

  /** Answers `method path` with `body` and `status`, recording the request. */
  const answer = (method: 'get' | 'post' | 'put' | 'patch', path: string, body: unknown, status = 200) =>
    http[method](`${base}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        client: request.headers.get('x-corporate-client'),
        key: request.headers.get('idempotency-key'),
        body: request.method === 'GET' ? undefined : await request.json(),
      });
      return HttpResponse.json(body as object, { status });
    });

  /** Starts the server for this test file. */
  function useTestServer() {
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => {
      server.resetHandlers();
      seen.length = 0;
    });
    afterAll(() => server.close());
  }

  return { base, seen, server, api, answer, useTestServer };
}
