// `Add asset`: one Idempotency-Key per asset until the API answers, so a double click, a retry
// after a lost answer or the interceptor's 504 retry gives one asset, never two.
import { answeredStatus, useCreateAsset } from '@portal/asset-data-access';
import type { AssetInput } from '@portal/shared-api-contract';
import { newIdempotencyKey, type Session } from '@portal/shared-data-access-http';
import { useRef, useState } from 'react';
import { useSaveFailure, type SaveFailure } from './save-failure';

export function useAddAsset(session: Session, onSaved: (id: number) => void) {
  const create = useCreateAsset(session);
  const describe = useSaveFailure(session);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const key = useRef<string | null>(null);
  // A second press before the first render after it must not send twice.
  const sending = useRef(false);

  const save = async (input: AssetInput) => {
    if (sending.current) return;
    sending.current = true;
    key.current ??= newIdempotencyKey();
    setFailure(null);
    try {
      const { id } = await create.mutateAsync({ input, idempotencyKey: key.current });
      key.current = null;
      onSaved(id);
    } catch (error) {
      // Answered (4xx): the next attempt is another asset. Unanswered: the same key finds the first.
      if (answeredStatus(error) !== null) key.current = null;
      setFailure(await describe(error, input.serial));
    } finally {
      sending.current = false;
    }
  };
  return { save, failure, saving: create.isPending };
}
