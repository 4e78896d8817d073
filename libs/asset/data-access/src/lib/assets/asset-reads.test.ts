import { describe, expect, it, vi } from 'vitest';
import { assetDetailQuery, fetchAsset } from './asset-detail';
import { assetListQuery, fetchAssets } from './asset-list';
import { assetMapPointsQuery, fetchAssetMapPoints } from './asset-map-points';
import { assetOptionsQuery, fetchAssetOptions } from './asset-options';
import { assetRequestsQuery, fetchAssetRequests } from './asset-requests';
import { exportAssets } from './assets-export';
import { assetMapPoints, assetOptions, assetPage, assetRequests, assetSession, crane } from './fixtures';
import { answer, api, base, seen, server, useTestServer } from './test-server';

useTestServer();
const uuid = assetSession.client.uuid;

describe('the assets list', () => {
  it('asks for the filtered page for the session client, without the view or the selection', async () => {
    server.use(answer('get', '/assets', assetPage));
    const search = { page: 2, categoryId: 1, projectId: 3, inspectionDue: 'within_30_days' as const, q: 'SN', archived: true as const, view: 'map', selected: 7 };
    expect(await fetchAssets(api, assetSession, search)).toEqual(assetPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', categoryId: '1', projectId: '3', inspectionDue: 'within_30_days', q: 'SN', archived: 'true', pageSize: '25' });
    expect(seen[0]!.client).toBe(uuid);
    // Selecting an asset or switching view keeps the same cache entry.
    expect(assetListQuery(api, assetSession, search).queryKey).toEqual(assetListQuery(api, assetSession, { ...search, view: 'list', selected: 2 } as never).queryKey);
    expect(assetListQuery(api, assetSession, {}).queryKey).toEqual(['asset', uuid, 'list', 'page', {}]);
  });

  it('fails loudly when the answer does not match the contract', async () => {
    server.use(answer('get', '/assets', { ...assetPage, inspections: undefined }));
    await expect(fetchAssets(api, assetSession, {})).rejects.toThrow();
  });
});

describe('the map points', () => {
  it('asks for every point of the filters (no page), keyed apart from the list', async () => {
    server.use(answer('get', '/assets/map-points', assetMapPoints));
    expect(await fetchAssetMapPoints(api, assetSession, { page: 3, projectId: 3, q: 'crane' })).toEqual(assetMapPoints);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ projectId: '3', q: 'crane' });
    expect(assetMapPointsQuery(api, assetSession, { page: 3, projectId: 3 }).queryKey).toEqual(['asset', uuid, 'list', 'map', { projectId: 3 }]);
  });
});

describe('options, one asset and its requests', () => {
  it('read the options for the session client', async () => {
    server.use(answer('get', '/assets/options', assetOptions));
    expect(await fetchAssetOptions(api, assetSession)).toEqual(assetOptions);
    expect(seen[0]!.client).toBe(uuid);
    expect(assetOptionsQuery(api, assetSession).queryKey).toEqual(['asset', uuid, 'options']);
  });

  it('read one asset, and pass a 404 (another client) on as an HTTP error', async () => {
    server.use(answer('get', '/assets/7', crane), answer('get', '/assets/99', { status: 404, code: 'not_found' }, 404));
    expect(await fetchAsset(api, assetSession, 7)).toEqual(crane);
    expect(assetDetailQuery(api, assetSession, 7).queryKey).toEqual(['asset', uuid, 'detail', 7]);
    await expect(fetchAsset(api, assetSession, 99)).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('read the asset’s requests under its key', async () => {
    server.use(answer('get', '/assets/7/requests', { items: assetRequests }));
    expect(await fetchAssetRequests(api, assetSession, 7)).toEqual(assetRequests);
    expect(assetRequestsQuery(api, assetSession, 7).queryKey).toEqual(['asset', uuid, 'detail', 7, 'requests']);
  });
});

describe('the export', () => {
  it('downloads the filtered assets through the api client, with the client header', async () => {
    const get = vi.fn(async () => ({ data: new Blob(['name\r\n']), headers: {} }));
    URL.createObjectURL = vi.fn(() => 'blob:assets');
    URL.revokeObjectURL = vi.fn();
    const stub = { http: { get }, config: { apiUrl: base } } as never;
    await exportAssets(stub, assetSession, { page: 2, inspectionDue: 'overdue', archived: true }, 'csv').catch(() => undefined);
    expect(get).toHaveBeenCalledWith(`${base}/assets/export.csv`, expect.objectContaining({ params: { inspectionDue: 'overdue', archived: 'true' }, headers: { 'X-Corporate-Client': uuid } }));
  });
});
