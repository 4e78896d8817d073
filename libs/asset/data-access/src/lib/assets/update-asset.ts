// Editing an asset: a PUT with the version the user saw. Afterwards the asset, the list and the
// map are read again; on 409 `version_conflict` the answer's `current` asset is shown at once.
import type { AssetUpdate } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';
import { conflictCurrent, isVersionConflict } from './asset-failures';

/** PUTs the whole asset with its version; the answer's body is not needed, the asset is read again. */
export async function updateAsset(api: ApiClient, session: Session, id: number, input: AssetUpdate): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await http.put(`${config.apiUrl}/assets/${id}`, input);
}

/** `mutate({ version, …fields })`; on success or a version conflict the asset and the lists are read again. */
export function useUpdateAsset(session: Session, id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const uuid = session.client.uuid;
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetKeys.detail(uuid, id) }),
      queryClient.invalidateQueries({ queryKey: assetKeys.lists(uuid) }),
    ]);
  return useMutation({
    mutationFn: (input: AssetUpdate) => updateAsset(api, session, id, input),
    // Returned, so the mutation is pending until the fresh asset is in the cache.
    onSuccess: reread,
    onError: (error) => {
      if (!isVersionConflict(error)) return undefined;
      // Their version is in the answer: on screen at once, without waiting for the re-read.
      const current = conflictCurrent(error);
      if (current) queryClient.setQueryData(assetKeys.detail(uuid, id), current);
      return reread();
    },
  });
}
