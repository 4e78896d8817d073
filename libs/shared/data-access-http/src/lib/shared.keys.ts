/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const sharedKeys = {
  all: ['shared'] as const,
  list: (filters: Record<string, unknown>) => [...sharedKeys.all, 'list', filters] as const,
  detail: (id: string) => [...sharedKeys.all, 'detail', id] as const,
};
