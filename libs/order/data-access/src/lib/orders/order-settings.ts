import { orderSettingsSchema, type OrderSettings } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** The client's approval settings: threshold, currency, roles and whether each approves (MANAGE_ROLES_AND_USERS). */
export async function fetchOrderSettings(api: ApiClient, session: Session): Promise<OrderSettings> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/order-settings`);
  return orderSettingsSchema.parse(data);
}

export const orderSettingsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: orderKeys.orderSettings(session.client.uuid), queryFn: () => fetchOrderSettings(api, session) });

export const useOrderSettings = (session: Session) => useSuspenseQuery(orderSettingsQuery(useApiClient(), session));
