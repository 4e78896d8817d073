import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchContract } from './contracts/contract-detail';
import { contractListQuery, fetchContracts } from './contracts/contract-list';
import { fetchDocuments } from './documents/document-list';
import { contractDetail, contractPage, documentPage, projectOptions, testSession } from './fixtures';
import { fetchProjectOptions } from './projects/project-options';

const base = 'http://api.test/api/overview';
const seen: { url: URL; client: string | null }[] = [];
const answer = (path: string, body: unknown, status = 200) =>
  http.get(`${base}${path}`, ({ request }) => {
    seen.push({ url: new URL(request.url), client: request.headers.get('x-corporate-client') });
    return HttpResponse.json(body as object, { status });
  });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const api = { http: axios.create(), config: { apiUrlOverview: base } } as never;

describe('contracts', () => {
  it('asks for the filtered page for the session client, and keys the query by the same uuid', async () => {
    server.use(answer('/contracts', contractPage));
    const search = { page: 2, status: 'open' as const, archived: true as const, q: 'FL-1' };
    expect(await fetchContracts(api, testSession, search)).toEqual(contractPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', status: 'open', archived: 'true', q: 'FL-1', pageSize: '25' });
    expect(seen[0]!.client).toBe(testSession.client.uuid);
    expect(contractListQuery(api, testSession, search).queryKey).toEqual(['order', testSession.client.uuid, 'contracts', search]);
  });

  it('fails loudly when the answer does not match the contract', async () => {
    server.use(answer('/contracts', { items: [{ id: 'eleven' }], page: 1, pageSize: 25, total: 1 }));
    await expect(fetchContracts(api, testSession, {})).rejects.toThrow();
  });

  it('reads one contract, and passes a 404 on as an HTTP error', async () => {
    server.use(answer('/contracts/11', contractDetail), answer('/contracts/99', { status: 404, code: 'not_found' }, 404));
    expect((await fetchContract(api, testSession, 11)).lines).toHaveLength(2);
    await expect(fetchContract(api, testSession, 99)).rejects.toMatchObject({ response: { status: 404 } });
  });
});

describe('documents and projects', () => {
  it('sends the document filters and reads the totals', async () => {
    server.use(answer('/documents', documentPage));
    const page = await fetchDocuments(api, testSession, { type: 'invoice', from: '2026-01-01', projectId: 3 });
    expect(page.totals.overdueAmount).toBe('1234.50');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ type: 'invoice', from: '2026-01-01', projectId: '3', pageSize: '25' });
  });

  it('lists the project options', async () => {
    server.use(answer('/projects', { items: projectOptions }));
    expect(await fetchProjectOptions(api, testSession)).toEqual(projectOptions);
  });
});
