// The contact on site a breakdown report proposes (the order's contact person): a suggestion only,
// so a failure or a 404 leaves the fields empty instead of stopping the form.
import { siteContactSchema, type SiteContact } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '../request.keys';

/** What the breakdown is about: a contract line or an asset. */
export type SiteContactOf = { contractLineId: number } | { assetId: number };

export async function fetchSiteContact(api: ApiClient, session: Session, of: SiteContactOf): Promise<SiteContact> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlRequest}/requests/site-contact`, { params: of });
  return siteContactSchema.parse(data);
}

export const siteContactQuery = (api: ApiClient, session: Session, of: SiteContactOf) =>
  queryOptions({ queryKey: requestKeys.siteContact(session.client.uuid, of), queryFn: () => fetchSiteContact(api, session, of), staleTime: 60_000, retry: false });

/** The proposed contact for the chosen line or asset; undefined while nothing is chosen or it loads. */
export function useSiteContact(session: Session, of: SiteContactOf | null): SiteContact | undefined {
  const api = useApiClient();
  return useQuery({ ...siteContactQuery(api, session, of ?? { contractLineId: 0 }), enabled: of !== null }).data;
}
