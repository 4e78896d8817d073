import { projectOptionListSchema, type ProjectOption } from '@portal/shared-api-contract';
import { forClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** The client's projects (job sites), for the lists' Project filter. */
export async function fetchProjectOptions({ http, config }: ApiClient, session: Session): Promise<ProjectOption[]> {
  const { data } = await http.get(`${config.apiUrlOverview}/projects`, forClient(session));
  return projectOptionListSchema.parse(data).items;
}

export const projectOptionsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: orderKeys.projects(session.client.uuid), queryFn: () => fetchProjectOptions(api, session), staleTime: 5 * 60_000 });

export const useProjectOptions = (session: Session) => useSuspenseQuery(projectOptionsQuery(useApiClient(), session));
