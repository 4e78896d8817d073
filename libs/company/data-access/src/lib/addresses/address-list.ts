import type { CompanyListSearch } from '@portal/company-util';
import { addressPageSchema, type AddressPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { companyListOf } from '../contact-persons/list-params';

/** One page of the client's addresses (archived ones only with `Show archived`). */
export async function fetchAddresses(api: ApiClient, session: Session, search: CompanyListSearch): Promise<AddressPage> {
  const { http, config } = sessionClient(api, session);
  const params = apiParams({ ...companyListOf(search), pageSize });
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/addresses`, { params });
  return addressPageSchema.parse(data);
}

export const addressListQuery = (api: ApiClient, session: Session, search: CompanyListSearch) => {
  const list = companyListOf(search);
  return queryOptions({ queryKey: companyKeys.addressList(session.client.uuid, list), queryFn: () => fetchAddresses(api, session, list), staleTime: 30_000 });
};

/** The addresses page's list; the route's loader has already started it. */
export const useAddresses = (session: Session, search: CompanyListSearch) => useSuspenseQuery(addressListQuery(useApiClient(), session, search));
