import type { CompanyListSearch } from '@portal/company-util';
import { projectPageSchema, type ProjectPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { companyListOf } from '../contact-persons/list-params';

/**
 * One page of the client's projects (archived ones only with `Show archived`), each with its
 * budget against spend, or `budget: null` when the user may not see prices.
 */
export async function fetchProjects(api: ApiClient, session: Session, search: CompanyListSearch): Promise<ProjectPage> {
  const { http, config } = sessionClient(api, session);
  const params = apiParams({ ...companyListOf(search), pageSize });
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/projects`, { params });
  return projectPageSchema.parse(data);
}

export const projectListQuery = (api: ApiClient, session: Session, search: CompanyListSearch) => {
  const list = companyListOf(search);
  return queryOptions({ queryKey: companyKeys.projectList(session.client.uuid, list), queryFn: () => fetchProjects(api, session, list), staleTime: 30_000 });
};

/** The projects page's list; the route's loader has already started it. */
export const useProjects = (session: Session, search: CompanyListSearch) => useSuspenseQuery(projectListQuery(useApiClient(), session, search));
