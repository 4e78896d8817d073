// The MSW set-up every call test of the company data-access shares: every request recorded, anything unexpected an error.
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const base = 'http://api.test/api/usermgmt';
export const seen: { method: string; url: URL; client: string | null; key: string | null; body: unknown }[] = [];
export const server = setupServer();
export const api = { http: axios.create(), config: { apiUrlUsermgmt: base } } as never;

/** Answers `method path` with `body` and `status`, recording the request. */
export const answer = (method: 'get' | 'post' | 'put', path: string, body: unknown, status = 200) =>
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
export function useTestServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
}
