// `Send request`: one Idempotency-Key per request until the API answers, the photos after it, and
// what went wrong in the user's language. Form values live in the form, so nothing typed is lost.
import { useLingui } from '@lingui/react/macro';
import { answeredStatus, uploadRequestPhotos, useCreateRequest, type PhotoResult } from '@portal/request-data-access';
import type { CreatedRequest, PickupWindow, RequestInput } from '@portal/shared-api-contract';
import { describeFailure, newIdempotencyKey, useApiClient, type Session } from '@portal/shared-data-access-http';
import { useRef, useState } from 'react';

/** What the API answered: the request, and each photo's outcome. */
export interface SentRequest {
  type: RequestInput['type'];
  created: CreatedRequest;
  photos: PhotoResult[];
  /** An off-hire's pick-up window as sent, repeated in the confirmation. */
  pickup?: PickupWindow;
}

/** How a form hears about a refusal it can show on its fields. */
export interface SendHandlers {
  onFieldErrors: (errors: { field: string; message?: string }[]) => void;
  /** 409 `quantity_changed`: someone stopped units of the same lines first. */
  onQuantityChanged?: () => Promise<void>;
  onSent: (sent: SentRequest) => void;
}

export function useSendRequest(session: Session) {
  const { t } = useLingui();
  const api = useApiClient();
  const create = useCreateRequest(session);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // Kept until the API answers: a retry after a lost answer gets the first request back, not a second.
  const key = useRef<string | null>(null);
  // A second press before the first render after it must not send twice.
  const sending = useRef(false);

  const failed = async (error: unknown, handlers: SendHandlers) => {
    const status = answeredStatus(error);
    if (status !== null) key.current = null;
    const failure = describeFailure(error);
    const problem = failure.kind === 'problem' ? failure.problem : null;
    if (status === 400 && problem?.errors?.length) {
      handlers.onFieldErrors(problem.errors);
      return t`Some details were not accepted. Check the marked fields.`;
    }
    if (problem?.code === 'quantity_changed' && handlers.onQuantityChanged) {
      await handlers.onQuantityChanged();
      return t`Someone stopped units of these lines in the meantime. The quantities still on rent are updated: check the marked lines.`;
    }
    if (problem?.code === 'idempotency_key_reused') return t`An earlier attempt with other details may already have been sent. Check your requests before you send it again.`;
    if (status === 403) return t`You cannot send requests for this company at the moment.`;
    if (status === 404) return t`Something you chose is no longer available. Choose it again.`;
    if (status === 429) return t`Too many attempts. Wait a moment and try again.`;
    if (status === null) return t`The request could not be sent. Check your connection and try again: it will not be sent twice.`;
    return t`The request could not be sent. Check the details and try again.`;
  };

  const send = async (input: RequestInput, photos: readonly File[], handlers: SendHandlers) => {
    if (sending.current) return;
    sending.current = true;
    key.current ??= newIdempotencyKey();
    setFailure(null);
    try {
      const created = await create.mutateAsync({ input, idempotencyKey: key.current });
      key.current = null;
      setUploading(photos.length > 0);
      const results = photos.length > 0 ? await uploadRequestPhotos(api, session, created.id, photos) : [];
      handlers.onSent({ type: input.type, created, photos: results });
    } catch (error) {
      setFailure(await failed(error, handlers));
    } finally {
      sending.current = false;
      setUploading(false);
    }
  };

  return { send, failure, sending: create.isPending || uploading, uploading };
}

export type SendRequest = ReturnType<typeof useSendRequest>;
