// Before an extension is sent: does it take a project over a PO budget (issue 35)? The API reckons
// it (rates, what is on rent, the budgets and the caller's projects live there), never the browser.
import { extensionCheckSchema, type ExtensionCheck, type ExtensionCheckInput } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '../request.keys';

export async function fetchExtensionCheck(api: ApiClient, session: Session, input: ExtensionCheckInput): Promise<ExtensionCheck> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlRequest}/requests/extension-check`, input);
  return extensionCheckSchema.parse(data);
}

export const extensionCheckQuery = (api: ApiClient, session: Session, input: ExtensionCheckInput) =>
  queryOptions({ queryKey: requestKeys.extensionCheck(session.client.uuid, input), queryFn: () => fetchExtensionCheck(api, session, input), staleTime: 60_000, retry: false });

/** The check of the chosen lines and date; asked only once both are there (null until then). */
export function useExtensionCheck(session: Session, input: ExtensionCheckInput | null): ExtensionCheck | undefined {
  const api = useApiClient();
  return useQuery({ ...extensionCheckQuery(api, session, input ?? { lines: [], newEndDate: '' }), enabled: input !== null }).data;
}
