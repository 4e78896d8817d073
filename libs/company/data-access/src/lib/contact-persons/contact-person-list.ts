import type { CompanyListSearch } from '@portal/company-util';
import { contactPersonPageSchema, type ContactPersonPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { companyListOf } from './list-params';

/** One page of the client's contact persons (archived ones only with `Show archived`). */
export async function fetchContactPersons(api: ApiClient, session: Session, search: CompanyListSearch): Promise<ContactPersonPage> {
  const { http, config } = sessionClient(api, session);
  const params = apiParams({ ...companyListOf(search), pageSize });
  const { data } = await http.get(`${config.apiUrlUsermgmt}/company/contact-persons`, { params });
  return contactPersonPageSchema.parse(data);
}

export const contactPersonListQuery = (api: ApiClient, session: Session, search: CompanyListSearch) => {
  const list = companyListOf(search);
  return queryOptions({ queryKey: companyKeys.contactPersonList(session.client.uuid, list), queryFn: () => fetchContactPersons(api, session, list), staleTime: 30_000 });
};

/** The contact persons page's list; the route's loader has already started it. */
export const useContactPersons = (session: Session, search: CompanyListSearch) => useSuspenseQuery(contactPersonListQuery(useApiClient(), session, search));
