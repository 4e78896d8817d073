// Saving a company form (add or edit) with the failure read for the form. An add keeps its
// Idempotency-Key until the API answers, so a double click, a retry after a lost answer or the
// interceptor's 504 retry gives one item, never two; an edit sends the version it was based on,
// which after a 409 is theirs (`failure.current`), so saving again is a deliberate overwrite.
//
//   const saver = useCompanySave({ create: (input, key) => create.mutateAsync({ input, idempotencyKey: key }),
//     update: (input, version) => update.mutateAsync({ id, input: { ...input, version } }), failure: { parseCurrent } });
//   const ok = await saver.save(input, item?.version);
import { useLingui } from '@lingui/react/macro';
import { newIdempotencyKey } from '@portal/shared-data-access-http';
import { useCallback, useRef, useState } from 'react';
import { answeredStatus, companySaveFailure, type CompanySaveFailure, type CompanySaveFailureOptions } from './save-failure';

/** The calls of one form: create with a key, update with a version (absent for add-only forms). */
export interface CompanySaveCalls<I, T> {
  create: (input: I, idempotencyKey: string) => Promise<unknown>;
  update?: (input: I, version: number) => Promise<unknown>;
  failure?: CompanySaveFailureOptions<T>;
}

/** `save(input, version?)`: resolves true when saved; otherwise `failure` says why. */
export function useCompanySave<I, T>({ create, update, failure: options }: CompanySaveCalls<I, T>) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<CompanySaveFailure<T> | null>(null);
  const [saving, setSaving] = useState(false);
  const key = useRef<string | null>(null);
  // A second press before the first render after it must not send twice.
  const sending = useRef(false);

  const save = async (input: I, version?: number): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    setSaving(true);
    setFailure(null);
    const adding = version === undefined || !update;
    if (adding) key.current ??= newIdempotencyKey();
    try {
      await (adding ? create(input, key.current!) : update(input, version));
      key.current = null;
      return true;
    } catch (error) {
      // Answered (4xx): the next attempt is another item. Unanswered: the same key finds the first.
      if (adding && answeredStatus(error) !== null) key.current = null;
      setFailure(companySaveFailure(error, i18n, options));
      return false;
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };
  /** Forgets the last failure and any pending key (the dialog was closed: the next add is new). */
  const reset = useCallback(() => {
    setFailure(null);
    key.current = null;
  }, []);
  return { save, failure, saving, reset };
}
