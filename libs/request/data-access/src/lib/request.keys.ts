/**
 * Every TanStack Query key of this domain. Keys carry the client's uuid because the answers depend
 * on it (the same uuid heads the request); mutations invalidate by these keys, never everything.
 */
export const requestKeys = {
  all: ['request'] as const,
  client: (uuid: string) => [...requestKeys.all, uuid] as const,
  // lib/requests: the list and one request.
  lists: (uuid: string) => [...requestKeys.client(uuid), 'list'] as const,
  list: (uuid: string, search: object) => [...requestKeys.lists(uuid), search] as const,
  detail: (uuid: string, id: number) => [...requestKeys.client(uuid), 'detail', id] as const,
  // lib/new-request: what a request can be about.
  lines: (uuid: string, search: object) => [...requestKeys.client(uuid), 'lines', search] as const,
  assets: (uuid: string, search: object) => [...requestKeys.client(uuid), 'assets', search] as const,
  documents: (uuid: string, search: object) => [...requestKeys.client(uuid), 'documents', search] as const,
  siteContact: (uuid: string, of: object) => [...requestKeys.client(uuid), 'site-contact', of] as const,
  extensionCheck: (uuid: string, input: object) => [...requestKeys.client(uuid), 'extension-check', input] as const,
};
