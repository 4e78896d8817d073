/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const profileKeys = {
  all: ['profile'] as const,
  list: (filters: Record<string, unknown>) => [...profileKeys.all, 'list', filters] as const,
  detail: (id: string) => [...profileKeys.all, 'detail', id] as const,
};
