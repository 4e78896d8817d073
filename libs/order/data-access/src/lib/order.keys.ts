/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const orderKeys = {
  all: ['order'] as const,
  list: (filters: Record<string, unknown>) => [...orderKeys.all, 'list', filters] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};
