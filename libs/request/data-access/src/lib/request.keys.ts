/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const requestKeys = {
  all: ['request'] as const,
  list: (filters: Record<string, unknown>) => [...requestKeys.all, 'list', filters] as const,
  detail: (id: string) => [...requestKeys.all, 'detail', id] as const,
};
