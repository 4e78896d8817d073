/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const companyKeys = {
  all: ['company'] as const,
  list: (filters: Record<string, unknown>) => [...companyKeys.all, 'list', filters] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};
