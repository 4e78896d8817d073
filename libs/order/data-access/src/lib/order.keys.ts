/**
 * Every TanStack Query key of this domain. Keys carry the client's uuid because the answers depend
 * on it (the same uuid heads the request); mutations invalidate by these keys, never everything.
 */
export const orderKeys = {
  all: ['order'] as const,
  client: (uuid: string) => [...orderKeys.all, uuid] as const,
  contracts: (uuid: string, search: object) => [...orderKeys.client(uuid), 'contracts', search] as const,
  contract: (uuid: string, id: number) => [...orderKeys.client(uuid), 'contract', id] as const,
  documents: (uuid: string, search: object) => [...orderKeys.client(uuid), 'documents', search] as const,
  projects: (uuid: string) => [...orderKeys.client(uuid), 'projects'] as const,
};
