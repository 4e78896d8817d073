import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offHireRequest, requestPage, testSession } from './fixtures';
import { fetchRequest, requestDetailQuery } from './request-detail';
import { editRequest, isRequestChanged } from './request-edit';
import { fetchRequests, requestListQuery } from './request-list';
import { fetchRequestPhoto, requestPhotoQuery } from './request-photo';

const base = 'http://api.test/api/request';
const seen: { method: string; url: URL; client: string | null; body: unknown }[] = [];
const record = async (request: Request) =>
  seen.push({ method: request.method, url: new URL(request.url), client: request.headers.get('x-corporate-client'), body: request.method === 'GET' ? undefined : await request.json() });
const answer = (method: 'get' | 'patch', path: string, body: unknown, status = 200) =>
  http[method](`${base}${path}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(body as object, { status });
  });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const api = { http: axios.create(), config: { apiUrlRequest: base } } as never;
const uuid = testSession.client.uuid;

describe('the requests list', () => {
  it('asks for the filtered page for the session client, and keys the query by the same uuid', async () => {
    server.use(answer('get', '/requests', requestPage));
    const search = { page: 2, type: 'off_hire' as const, status: 'submitted' as const, from: '2026-11-01', to: '2026-11-30', q: 'OH-0000041' };
    expect(await fetchRequests(api, testSession, search)).toEqual(requestPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', type: 'off_hire', status: 'submitted', from: '2026-11-01', to: '2026-11-30', q: 'OH-0000041', pageSize: '25' });
    expect(seen[0]!.client).toBe(uuid);
    expect(requestListQuery(api, testSession, search).queryKey).toEqual(['request', uuid, 'list', search]);
  });

  it('fails loudly when the answer does not match the contract', async () => {
    server.use(answer('get', '/requests', { ...requestPage, items: [{ ...requestPage.items[0], status: 'open' }] }));
    await expect(fetchRequests(api, testSession, {})).rejects.toThrow();
  });
});

describe('one request', () => {
  it('reads it, and passes a 404 (another client) on as an HTTP error', async () => {
    server.use(answer('get', '/requests/41', offHireRequest), answer('get', '/requests/99', { status: 404, code: 'not_found' }, 404));
    expect(await fetchRequest(api, testSession, 41)).toEqual(offHireRequest);
    expect(requestDetailQuery(api, testSession, 41).queryKey).toEqual(['request', uuid, 'detail', 41]);
    await expect(fetchRequest(api, testSession, 99)).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('edits with the version seen, for the session client', async () => {
    server.use(answer('patch', '/requests/41', offHireRequest));
    await editRequest(api, testSession, 41, { version: 1, offHireDate: '2026-11-26', collectionNotes: 'Gate 5' });
    expect(seen[0]).toMatchObject({ method: 'PATCH', client: uuid, body: { version: 1, offHireDate: '2026-11-26', collectionNotes: 'Gate 5' } });
  });

  it('tells a changed request (409) from other failures', async () => {
    server.use(
      answer('patch', '/requests/41', { status: 409, code: 'version_conflict' }, 409),
      answer('patch', '/requests/42', { status: 409, code: 'invalid_status' }, 409),
      answer('patch', '/requests/43', { status: 400, code: 'validation' }, 400),
    );
    const fail = (id: number) => editRequest(api, testSession, id, { version: 1 }).catch((e: unknown) => e);
    expect(isRequestChanged(await fail(41))).toBe(true);
    expect(isRequestChanged(await fail(42))).toBe(true);
    expect(isRequestChanged(await fail(43))).toBe(false);
    expect(isRequestChanged(new Error('offline'))).toBe(false);
  });
});

describe('a photo', () => {
  it('comes as a blob through the api client, with the client header, keyed apart from the request', async () => {
    const blob = new Blob(['jpeg']);
    const get = vi.fn(async () => ({ data: blob, headers: {} }));
    const stub = { http: { get }, config: { apiUrlRequest: base } } as never;
    expect(await fetchRequestPhoto(stub, testSession, 44, 7)).toBe(blob);
    expect(get).toHaveBeenCalledWith(`${base}/requests/44/photos/7`, { responseType: 'blob', headers: { 'X-Corporate-Client': uuid } });
    expect(requestPhotoQuery(stub, testSession, 44, 7).queryKey).toEqual(['request', uuid, 'photo', 44, 7]);
  });
});
