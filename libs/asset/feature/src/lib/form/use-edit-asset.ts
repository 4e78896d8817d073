import { useUpdateAsset } from '@portal/asset-data-access';
import type { Asset, AssetInput } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { useSaveFailure, type SaveFailure } from './save-failure';

/** `Save changes` on an asset: the version it was based on is the one now on screen (after a 409, theirs). */
export function useEditAsset(session: Session, asset: Asset, onSaved: (id: number) => void) {
  const update = useUpdateAsset(session, asset.id);
  const describe = useSaveFailure(session, asset.id);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = async (input: AssetInput) => {
    if (update.isPending) return;
    setFailure(null);
    try {
      await update.mutateAsync({ ...input, version: asset.version });
      onSaved(asset.id);
    } catch (error) {
      setFailure(await describe(error, input.serial));
    }
  };
  return { save, failure, saving: update.isPending };
}
