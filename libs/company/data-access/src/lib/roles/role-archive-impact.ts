import { roleArchiveImpactSchema, type RoleArchiveImpact } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/** Who loses which rights if the role is archived (rights their other roles also give are not lost). */
export async function fetchRoleArchiveImpact(api: ApiClient, session: Session, id: number): Promise<RoleArchiveImpact> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/roles/${id}/archive-impact`);
  return roleArchiveImpactSchema.parse(data);
}

// Never stale-cached: the confirmation must say what archiving does now, not a minute ago.
export const roleArchiveImpactQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: companyKeys.roleImpact(session.client.uuid, id), queryFn: () => fetchRoleArchiveImpact(api, session, id), staleTime: 0, gcTime: 0 });

/** Read while the archive confirmation is open (`enabled`), not before: the dialog waits for it. */
export const useRoleArchiveImpact = (session: Session, id: number, enabled: boolean) => useQuery({ ...roleArchiveImpactQuery(useApiClient(), session, id), enabled });
