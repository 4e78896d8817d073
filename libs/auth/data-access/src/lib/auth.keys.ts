/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const authKeys = {
  all: ['auth'] as const,
  list: (filters: Record<string, unknown>) => [...authKeys.all, 'list', filters] as const,
  detail: (id: string) => [...authKeys.all, 'detail', id] as const,
};
