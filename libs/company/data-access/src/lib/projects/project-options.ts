import { projectOptionListSchema, type ProjectOptionList } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/** Every project of the client (archived ones flagged), by name: the choice of `Only these projects`. */
export async function fetchProjectOptions(api: ApiClient, session: Session): Promise<ProjectOptionList> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/projects`);
  return projectOptionListSchema.parse(data);
}

export const projectOptionsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: companyKeys.projectOptions(session.client.uuid), queryFn: () => fetchProjectOptions(api, session), staleTime: 5 * 60_000 });

/** Not suspending: the edit dialog opens at once and offers the projects when they are in. */
export const useProjectOptions = (session: Session) => useQuery(projectOptionsQuery(useApiClient(), session));
