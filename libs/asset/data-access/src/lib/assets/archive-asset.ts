// Archive and restore: a POST with the version the user saw; afterwards the asset and the lists
// are read again, whether it worked or the asset had changed meanwhile (409).
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';
import { isVersionConflict } from './asset-failures';

export type ArchiveAction = 'archive' | 'restore';

/** Archives (hidden unless `Show archived`, not selectable for requests) or restores an asset. */
export async function postArchiveAction(api: ApiClient, session: Session, id: number, action: ArchiveAction, version: number): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await http.post(`${config.apiUrl}/assets/${id}/${action}`, { version });
}

/** `mutate({ action, version })`; on success or a version conflict the asset and the lists are read again. */
export function useArchiveAsset(session: Session, id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const uuid = session.client.uuid;
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetKeys.detail(uuid, id) }),
      queryClient.invalidateQueries({ queryKey: assetKeys.lists(uuid) }),
    ]);
  return useMutation({
    mutationFn: ({ action, version }: { action: ArchiveAction; version: number }) => postArchiveAction(api, session, id, action, version),
    onSuccess: reread,
    onError: (error) => (isVersionConflict(error) ? reread() : undefined),
  });
}
