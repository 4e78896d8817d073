import { describe, expect, it, vi } from 'vitest';
import { harbourBridge, projectManagerSession, projectPage } from './fixtures';
import { fetchProjects, projectListQuery } from './project-list';
import { exportProjects } from './projects-export';
import { answer, api, base, seen, server, useTestServer } from '../test-server';

useTestServer();
const uuid = projectManagerSession.client.uuid;

describe('the projects list', () => {
  it('asks for the page and filters for the session client, and keys them under the projects', async () => {
    server.use(answer('get', '/company/projects', projectPage));
    expect(await fetchProjects(api, projectManagerSession, { page: 2, q: 'bridge', archived: true })).toEqual(projectPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', q: 'bridge', archived: 'true', pageSize: '25' });
    expect(seen[0]!.client).toBe(uuid);
    expect(projectListQuery(api, projectManagerSession, { q: 'bridge', page: 1 }).queryKey).toEqual(['company', uuid, 'projects', 'list', { q: 'bridge' }]);
  });

  it('keeps a project without prices (budget null) apart from one with a budget', async () => {
    server.use(answer('get', '/company/projects', projectPage));
    const page = await fetchProjects(api, projectManagerSession, {});
    expect(page.items.map((p) => p.budget?.budget ?? null)).toEqual(['50000.00', null]);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ pageSize: '25' });
  });

  it('fails loudly when the answer does not match the contract', async () => {
    server.use(answer('get', '/company/projects', { ...projectPage, items: [{ ...harbourBridge, budget: { currency: 'EUR', spent: 1 } }] }));
    await expect(fetchProjects(api, projectManagerSession, {})).rejects.toThrow();
  });
});

describe('the export', () => {
  it('downloads the filtered projects (no page) through the api client, with the client header', async () => {
    const get = vi.fn(async () => ({ data: new Blob(['code\r\n']), headers: {} }));
    URL.createObjectURL = vi.fn(() => 'blob:projects');
    URL.revokeObjectURL = vi.fn();
    const stub = { http: { get }, config: { apiUrlUsermgmt: base } } as never;
    await exportProjects(stub, projectManagerSession, { page: 3, q: 'ring', archived: true }, 'csv').catch(() => undefined);
    expect(get).toHaveBeenCalledWith(`${base}/company/projects/export.csv`, expect.objectContaining({ params: { q: 'ring', archived: 'true' }, headers: { 'X-Corporate-Client': uuid } }));
  });
});
