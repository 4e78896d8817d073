/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */
export const consentKeys = {
  all: ['consent'] as const,
  list: (filters: Record<string, unknown>) => [...consentKeys.all, 'list', filters] as const,
  detail: (id: string) => [...consentKeys.all, 'detail', id] as const,
};
