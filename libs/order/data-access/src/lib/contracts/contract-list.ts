import { contractPageSchema, type ContractPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import type { ContractSearch } from '@portal/order-util';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** One page of the client's contracts matching the overview's filters. */
export async function fetchContracts(api: ApiClient, session: Session, search: ContractSearch): Promise<ContractPage> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/contracts`, { params: apiParams({ ...search, pageSize }) });
  return contractPageSchema.parse(data);
}

export const contractListQuery = (api: ApiClient, session: Session, search: ContractSearch) =>
  queryOptions({
    queryKey: orderKeys.contracts(session.client.uuid, search),
    queryFn: () => fetchContracts(api, session, search),
    staleTime: 30_000,
  });

/** The overview's page of contracts; the route's loader has already started it. */
export const useContracts = (session: Session, search: ContractSearch) => useSuspenseQuery(contractListQuery(useApiClient(), session, search));
