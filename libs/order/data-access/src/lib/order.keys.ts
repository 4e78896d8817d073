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
  document: (uuid: string, id: number) => [...orderKeys.client(uuid), 'document', id] as const,
  projects: (uuid: string) => [...orderKeys.client(uuid), 'projects'] as const,
  // Orders (lib/orders): the list, one order, the approval settings.
  orders: (uuid: string, search: object) => [...orderKeys.client(uuid), 'orders', search] as const,
  ordersAll: (uuid: string) => [...orderKeys.client(uuid), 'orders'] as const,
  order: (uuid: string, id: number) => [...orderKeys.client(uuid), 'order', id] as const,
  orderSettings: (uuid: string) => [...orderKeys.client(uuid), 'order-settings'] as const,
  // The new-order flow (lib/new-order): catalogue, form options, estimate.
  categories: (uuid: string) => [...orderKeys.client(uuid), 'categories'] as const,
  products: (uuid: string, search: object) => [...orderKeys.client(uuid), 'products', search] as const,
  orderFormOptions: (uuid: string) => [...orderKeys.client(uuid), 'order-form-options'] as const,
  quote: (uuid: string, lines: object) => [...orderKeys.client(uuid), 'quote', lines] as const,
};
