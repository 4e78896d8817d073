import { addressOptionListSchema, type AddressOptionList } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/** Every address that can be chosen (not archived), e.g. for a project's address. */
export async function fetchAddressOptions(api: ApiClient, session: Session): Promise<AddressOptionList> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/addresses/options`);
  return addressOptionListSchema.parse(data);
}

export const addressOptionsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: companyKeys.addressOptions(session.client.uuid), queryFn: () => fetchAddressOptions(api, session), staleTime: 5 * 60_000 });

export const useAddressOptions = (session: Session) => useSuspenseQuery(addressOptionsQuery(useApiClient(), session));
