/**
 * Every TanStack Query key of this domain. Keys carry the client's uuid because the answers depend
 * on it (the same uuid heads the request); mutations invalidate by these keys, never everything.
 */
export const assetKeys = {
  all: ['asset'] as const,
  client: (uuid: string) => [...assetKeys.all, uuid] as const,
  // The list's pages and the map's points share a prefix: a change to an asset makes both stale.
  lists: (uuid: string) => [...assetKeys.client(uuid), 'list'] as const,
  list: (uuid: string, search: object) => [...assetKeys.lists(uuid), 'page', search] as const,
  mapPoints: (uuid: string, filters: object) => [...assetKeys.lists(uuid), 'map', filters] as const,
  options: (uuid: string) => [...assetKeys.client(uuid), 'options'] as const,
  // One asset, and its requests under it: re-reading the asset reads its requests too.
  detail: (uuid: string, id: number) => [...assetKeys.client(uuid), 'detail', id] as const,
  requests: (uuid: string, id: number) => [...assetKeys.detail(uuid, id), 'requests'] as const,
};
