import type { RoleSearch } from '@portal/company-util';
import { roleListSchema, type Role } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/** Only the flag: anything else in the URL keeps the same cache entry. */
const listOf = (search: RoleSearch): RoleSearch => (search.archived ? { archived: true } : {});

/** Every role of the client with its rights and member count (archived ones only when asked); MANAGE_ROLES_AND_USERS only. */
export async function fetchRoles(api: ApiClient, session: Session, search: RoleSearch): Promise<Role[]> {
  const { http, config } = sessionClient(api, session);
  const params = search.archived ? { archived: 'true' } : {};
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/roles`, { params });
  return roleListSchema.parse(data).items;
}

export const roleListQuery = (api: ApiClient, session: Session, search: RoleSearch) => {
  const list = listOf(search);
  return queryOptions({ queryKey: companyKeys.roleList(session.client.uuid, list), queryFn: () => fetchRoles(api, session, list), staleTime: 30_000 });
};

/** The roles page's list; the route's loader has already started it. */
export const useRoles = (session: Session, search: RoleSearch) => useSuspenseQuery(roleListQuery(useApiClient(), session, search));
