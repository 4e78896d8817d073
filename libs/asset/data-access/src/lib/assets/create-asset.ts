import { assetSchema, type AssetInput } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';

// Only the id is needed (the page of the new asset reads it); the rest of the answer is not relied on.
const createdSchema = assetSchema.pick({ id: true });

/**
 * Adds an asset. The caller keeps the key until an answer arrives, so a double click, a 504 retry
 * (the interceptor repeats keyed POSTs only) or a lost answer gives one asset.
 */
export async function createAsset(api: ApiClient, session: Session, input: AssetInput, idempotencyKey: string): Promise<{ id: number }> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrl}/assets`, input, { headers });
  return createdSchema.parse(data);
}

/** `mutateAsync({ input, idempotencyKey })`; a new asset makes the list and the map stale. */
export function useCreateAsset(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: AssetInput; idempotencyKey: string }) => createAsset(api, session, input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists(session.client.uuid) }),
  });
}
