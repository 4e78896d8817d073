import { projectOptionListSchema, type ProjectOption } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** The client's projects (job sites), for the lists' Project filter. */
export async function fetchProjectOptions(api: ApiClient, session: Session): Promise<ProjectOption[]> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/projects`);
  return projectOptionListSchema.parse(data).items;
}

export const projectOptionsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: orderKeys.projects(session.client.uuid), queryFn: () => fetchProjectOptions(api, session), staleTime: 5 * 60_000 });

export const useProjectOptions = (session: Session) => useSuspenseQuery(projectOptionsQuery(useApiClient(), session));
