import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createFeedback } from './create-feedback';
import { helpSession as session, problemReceipt } from './fixtures';

const base = 'http://api.test/api/usermgmt';
const api = { http: axios.create(), config: { apiUrlUsermgmt: base } } as never;
const seen: { url: string; client: string | null; key: string | null; body: unknown }[] = [];
const answer = (body: unknown, status: number) =>
  http.post(`${base}/feedback`, async ({ request }) => {
    seen.push({ url: request.url, client: request.headers.get('x-corporate-client'), key: request.headers.get('idempotency-key'), body: await request.json() });
    return HttpResponse.json(body as object, { status });
  });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const input = {
  kind: 'problem' as const,
  subject: 'Invoice PDF does not open',
  message: 'The PDF of invoice 2026-0042 shows an empty page.',
  page: '/order/documents?q=2026-0042',
  appVersion: '1.4.0',
  errorEventId: '0123456789abcdef0123456789abcdef',
};

it('sends the report for the session client with its Idempotency-Key and answers the reference', async () => {
  server.use(answer(problemReceipt, 201));
  expect(await createFeedback(api, session, input, 'key-1')).toEqual(problemReceipt);
  expect(seen).toEqual([{ url: `${base}/feedback`, client: session.client.uuid, key: 'key-1', body: input }]);
});

it('passes a refusal by field on, and fails loudly on an answer the contract does not describe', async () => {
  const refusal = { status: 400, code: 'validation_failed', errors: [{ field: 'message', message: 'Write at least 10 characters' }] };
  server.use(answer(refusal, 400));
  await expect(createFeedback(api, session, input, 'key-2')).rejects.toMatchObject({ response: { status: 400, data: refusal } });
  server.use(answer({ ...problemReceipt, reference: undefined }, 201));
  await expect(createFeedback(api, session, input, 'key-3')).rejects.toThrow();
});
