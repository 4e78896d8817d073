import type { OrderSettingsInput } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';
import { isOrderChanged } from './order-action';

/** Saves the approval settings as of the version the user saw (409 when someone else saved first). */
export async function saveOrderSettings(api: ApiClient, session: Session, input: OrderSettingsInput): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await http.put(`${config.apiUrlOverview}/order-settings`, input);
}

/** Saves, then reads the settings again, also after a 409 (someone else's settings are the new start). */
export function useSaveOrderSettings(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: orderKeys.orderSettings(session.client.uuid) });
  return useMutation({
    mutationFn: (input: OrderSettingsInput) => saveOrderSettings(api, session, input),
    onSuccess: reread,
    onError: (error) => (isOrderChanged(error) ? reread() : undefined),
  });
}
