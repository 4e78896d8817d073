import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answeredStatus, createRequest } from './create-request';
import { requestableAssets, requestableDocuments, requestableLinePage, requestFormSession as session } from './fixtures';
import { photoRefusalOf, uploadRequestPhotos } from './request-photos';
import { fetchRequestableLines, fetchRequestableLinesByIds } from './requestable-lines';
import { fetchRequestableAssets, fetchRequestableDocuments } from './requestable-picks';

const base = 'http://api.test/api/request';
const seen: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());
const api = { http: axios.create(), config: { apiUrlRequest: base } } as never;
const params = (i: number) => Object.fromEntries(new URL(seen[i]!.url).searchParams);
const problem = (status: number, code: string) => HttpResponse.json({ type: 'about:blank', title: 'Refused', status, code }, { status });

describe('what a request can be about', () => {
  it('searches open lines on the server, a page at a time, for the session client', async () => {
    server.use(http.get(`${base}/requests/lines`, ({ request }) => (seen.push(request), HttpResponse.json(requestableLinePage))));
    expect(await fetchRequestableLines(api, session, { q: ' FL-1 ', page: 2 })).toEqual(requestableLinePage);
    expect(params(0)).toEqual({ q: 'FL-1', page: '2', pageSize: '10' });
    expect(seen[0]!.headers.get('x-corporate-client')).toBe(session.client.uuid);
    await fetchRequestableLines(api, session, { q: '  ' });
    expect(params(1)).toEqual({ page: '1', pageSize: '10' });
  });

  it('reads deep-linked lines by id, and opens without a line of another client (404)', async () => {
    server.use(http.get(`${base}/requests/lines`, ({ request }) => (seen.push(request), HttpResponse.json(requestableLinePage))));
    expect((await fetchRequestableLinesByIds(api, session, [101, 102]))?.items).toHaveLength(2);
    expect(params(0)).toEqual({ ids: '101,102', pageSize: '2' });
    server.use(http.get(`${base}/requests/lines`, () => problem(404, 'not_found')));
    expect(await fetchRequestableLinesByIds(api, session, [999])).toBeNull();
    server.use(http.get(`${base}/requests/lines`, () => problem(500, 'internal')));
    await expect(fetchRequestableLinesByIds(api, session, [101])).rejects.toThrow();
  });

  it('searches assets and documents, or reads one by id', async () => {
    server.use(
      http.get(`${base}/requests/assets`, ({ request }) => (seen.push(request), HttpResponse.json({ items: requestableAssets }))),
      http.get(`${base}/requests/documents`, ({ request }) => (seen.push(request), HttpResponse.json({ items: requestableDocuments }))),
    );
    expect(await fetchRequestableAssets(api, session, { q: ' tele ' })).toEqual(requestableAssets);
    expect(await fetchRequestableDocuments(api, session, { id: 21 })).toEqual(requestableDocuments);
    expect([params(0), params(1)]).toEqual([{ q: 'tele' }, { id: '21' }]);
    server.use(http.get(`${base}/requests/assets`, () => problem(404, 'not_found')));
    expect(await fetchRequestableAssets(api, session, { id: 999 })).toEqual([]);
    await expect(fetchRequestableAssets(api, session, { q: 'x' })).rejects.toThrow();
  });
});

describe('sending', () => {
  it('creates a request with the Idempotency-Key it is given', async () => {
    let body: unknown;
    server.use(
      http.post(`${base}/requests`, async ({ request }) => {
        seen.push(request);
        body = await request.json();
        return HttpResponse.json({ id: 31, number: 'R-0000031', status: 'submitted', reference: 'OH-0000031' }, { status: 201 });
      }),
    );
    const input = { type: 'off_hire' as const, lines: [{ contractLineId: 101, quantity: 2 }], offHireDate: '2026-11-20' };
    expect(await createRequest(api, session, input, '0b7c9a52-3f0e-4c4e-9f57-2d1c5c0f9e11')).toEqual({ id: 31, number: 'R-0000031', status: 'submitted', reference: 'OH-0000031' });
    expect(body).toEqual(input);
    expect(seen[0]!.headers.get('idempotency-key')).toBe('0b7c9a52-3f0e-4c4e-9f57-2d1c5c0f9e11');
    expect(seen[0]!.headers.get('x-corporate-client')).toBe(session.client.uuid);
  });

  it('tells an answer (a new key next time) from no answer (the same key again)', async () => {
    const failWith = async (response: () => Response) => {
      server.use(http.post(`${base}/requests`, response));
      return createRequest(api, session, { type: 'other', subject: 'Hi', description: 'A long enough text' }, 'k').catch((e: unknown) => e);
    };
    expect(answeredStatus(await failWith(() => problem(409, 'quantity_changed')))).toBe(409);
    expect(answeredStatus(await failWith(() => problem(400, 'validation_failed')))).toBe(400);
    expect(answeredStatus(await failWith(() => problem(503, 'unavailable')))).toBeNull();
    expect(answeredStatus(await failWith(() => HttpResponse.error()))).toBeNull();
  });

  it('uploads each photo as its own raw body, and names the ones refused', async () => {
    const types: (string | null)[] = [];
    let n = 0;
    server.use(
      http.post(`${base}/requests/31/photos`, async ({ request }) => {
        types.push(request.headers.get('content-type'));
        const size = (await request.arrayBuffer()).byteLength;
        n += 1;
        if (n === 2) return problem(400, 'photo_type');
        if (n === 3) return new HttpResponse(null, { status: 413 });
        return HttpResponse.json({ id: 40 + n, contentType: 'image/jpeg', size }, { status: 201 });
      }),
    );
    const files = [new File(['abc'], 'a.jpg', { type: 'image/jpeg' }), new File(['x'], 'b.png', { type: 'image/png' }), new File(['y'], 'c.jpg', { type: 'image/jpeg' })];
    const results = await uploadRequestPhotos(api, session, 31, files);
    expect(types).toEqual(['image/jpeg', 'image/png', 'image/jpeg']);
    expect(results).toEqual([
      { file: files[0], photo: { id: 41, contentType: 'image/jpeg', size: 3 } },
      { file: files[1], refusal: 'photo_type' },
      { file: files[2], refusal: 'photo_too_large' },
    ]);
    expect(photoRefusalOf(new Error('offline'))).toBe('failed');
  });
});
