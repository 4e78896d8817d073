import { roleOptionListSchema, type RoleRef } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/** The client's roles by name (archived ones marked), for the users filter and the role choice; every member reads. */
export async function fetchRoleOptions(api: ApiClient, session: Session): Promise<RoleRef[]> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/users/role-options`);
  return roleOptionListSchema.parse(data).items;
}

export const roleOptionsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: companyKeys.roleOptions(session.client.uuid), queryFn: () => fetchRoleOptions(api, session), staleTime: 60_000 });

export const useRoleOptions = (session: Session) => useSuspenseQuery(roleOptionsQuery(useApiClient(), session));
