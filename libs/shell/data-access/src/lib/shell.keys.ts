/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const shellKeys = {
  all: ['shell'] as const,
  list: (filters: Record<string, unknown>) => [...shellKeys.all, 'list', filters] as const,
  detail: (id: string) => [...shellKeys.all, 'detail', id] as const,
};
