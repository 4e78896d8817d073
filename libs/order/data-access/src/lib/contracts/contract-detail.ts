import { contractDetailSchema, type ContractDetail } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** One contract with its lines; another client's id answers 404. */
export async function fetchContract(api: ApiClient, session: Session, id: number): Promise<ContractDetail> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/contracts/${id}`);
  return contractDetailSchema.parse(data);
}

export const contractDetailQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: orderKeys.contract(session.client.uuid, id), queryFn: () => fetchContract(api, session, id), staleTime: 30_000 });

export const useContract = (session: Session, id: number) => useSuspenseQuery(contractDetailQuery(useApiClient(), session, id));
