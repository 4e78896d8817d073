import { offeredRightsSchema, type Right } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/** The rights a role of the client can hold: those of its modules (the API refuses others). */
export async function fetchOfferedRights(api: ApiClient, session: Session): Promise<Right[]> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/roles/rights`);
  return offeredRightsSchema.parse(data).rights;
}

export const offeredRightsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: companyKeys.offeredRights(session.client.uuid), queryFn: () => fetchOfferedRights(api, session), staleTime: 5 * 60_000 });

/** Read when the role dialog opens; until it answers, the dialog offers what the role holds. */
export const useOfferedRights = (session: Session) => useQuery(offeredRightsQuery(useApiClient(), session));
