/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const assetKeys = {
  all: ['asset'] as const,
  list: (filters: Record<string, unknown>) => [...assetKeys.all, 'list', filters] as const,
  detail: (id: string) => [...assetKeys.all, 'detail', id] as const,
};
