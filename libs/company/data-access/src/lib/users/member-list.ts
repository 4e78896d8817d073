import type { MemberSearch } from '@portal/company-util';
import { memberPageSchema, type MemberPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { memberFilters } from './list-params';

/** The list's page and filters only, so the same view always has the same cache entry. */
const listOf = (search: MemberSearch): MemberSearch => ({ ...memberFilters(search), ...(search.page ? { page: search.page } : {}) });

/** One page of the client's members (invited, active, deactivated), each with their roles. */
export async function fetchMembers(api: ApiClient, session: Session, search: MemberSearch): Promise<MemberPage> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/users`, { params: apiParams({ ...listOf(search), pageSize }) });
  return memberPageSchema.parse(data);
}

export const memberListQuery = (api: ApiClient, session: Session, search: MemberSearch) => {
  const list = listOf(search);
  return queryOptions({ queryKey: companyKeys.memberList(session.client.uuid, list), queryFn: () => fetchMembers(api, session, list), staleTime: 30_000 });
};

/** The users list's page; the route's loader has already started it. */
export const useMembers = (session: Session, search: MemberSearch) => useSuspenseQuery(memberListQuery(useApiClient(), session, search));
