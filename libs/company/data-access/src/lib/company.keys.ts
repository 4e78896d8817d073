/**
 * Every TanStack Query key of this domain. Keys carry the client's uuid because the answers depend
 * on it (the same uuid heads the request); mutations invalidate by these keys, never everything.
 * Each page's lists share a prefix, so a change to one item makes every page of its list stale.
 */
export const companyKeys = {
  all: ['company'] as const,
  client: (uuid: string) => [...companyKeys.all, uuid] as const,
  contactPersons: (uuid: string) => [...companyKeys.client(uuid), 'contact-persons'] as const,
  contactPersonList: (uuid: string, search: object) => [...companyKeys.contactPersons(uuid), 'list', search] as const,
  addresses: (uuid: string) => [...companyKeys.client(uuid), 'addresses'] as const,
  addressList: (uuid: string, search: object) => [...companyKeys.addresses(uuid), 'list', search] as const,
  addressOptions: (uuid: string) => [...companyKeys.addresses(uuid), 'options'] as const,
  projects: (uuid: string) => [...companyKeys.client(uuid), 'projects'] as const,
  projectList: (uuid: string, search: object) => [...companyKeys.projects(uuid), 'list', search] as const,
  projectOptions: (uuid: string) => [...companyKeys.projects(uuid), 'options'] as const,
  /** Under the projects: saving a project's PO budgets moves its version, so the list is read again too. */
  poBudgets: (uuid: string, id: number) => [...companyKeys.projects(uuid), 'po-budgets', id] as const,
  // Users and roles share a prefix: a role's change (name, rights, archive) shows in the users list.
  people: (uuid: string) => [...companyKeys.client(uuid), 'people'] as const,
  memberList: (uuid: string, search: object) => [...companyKeys.people(uuid), 'members', search] as const,
  roleOptions: (uuid: string) => [...companyKeys.people(uuid), 'role-options'] as const,
  roleList: (uuid: string, search: object) => [...companyKeys.people(uuid), 'roles', search] as const,
  roleImpact: (uuid: string, id: number) => [...companyKeys.people(uuid), 'role-impact', id] as const,
  offeredRights: (uuid: string) => [...companyKeys.people(uuid), 'offered-rights'] as const,
};
