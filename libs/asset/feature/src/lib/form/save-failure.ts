// Why saving an asset failed, in the user's language: a message above the buttons and, where the
// API named fields (400, or 409 `serial_taken`), a message next to each of them.
import { useLingui } from '@lingui/react/macro';
import { answeredStatus, findAssetBySerial, isVersionConflict, serialTaken } from '@portal/asset-data-access';
import { describeFailure, useApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { apiFieldErrors, type AssetErrors } from './asset-rules';

/** What the form shows after a failed save. */
export interface SaveFailure {
  message: string;
  fieldErrors: AssetErrors | null;
}

/** Describes a failed add or edit; `exceptId` is the asset being edited (never "taken by itself"). */
export function useSaveFailure(session: Session, exceptId?: number) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  return useCallback(
    async (error: unknown, serial: string): Promise<SaveFailure> => {
      const checkFields = t`Some details were not accepted. Check the marked fields.`;
      if (serialTaken(error)) {
        // The API's detail names the other asset in English; its name is looked up instead.
        const other = await findAssetBySerial(api, session, serial, exceptId);
        const text = other ? t`This serial number is already used by ${other.name}.` : t`This serial number is already used by another of your assets.`;
        return { message: checkFields, fieldErrors: { serial: text } };
      }
      const fieldErrors = apiFieldErrors(i18n, error);
      if (fieldErrors) return { message: checkFields, fieldErrors };
      if (isVersionConflict(error))
        return { message: t`Someone else changed this asset in the meantime. Their version is saved; what you typed is still here: check it and save again.`, fieldErrors: null };
      const failure = describeFailure(error);
      const problem = failure.kind === 'problem' ? failure.problem : null;
      if (problem?.code === 'idempotency_key_reused') return { message: t`An earlier attempt with other details may already have been saved. Check your assets before you add it again.`, fieldErrors: null };
      const status = answeredStatus(error);
      if (status === null) return { message: t`The asset could not be saved. Check your connection and try again: it will not be added twice.`, fieldErrors: null };
      if (status === 403) return { message: t`You may not change assets for this company. Ask an administrator of your company.`, fieldErrors: null };
      if (status === 404) return { message: t`This asset no longer exists, or something you chose is no longer available.`, fieldErrors: null };
      if (status === 429) return { message: t`Too many attempts. Please wait a moment and try again.`, fieldErrors: null };
      return { message: t`The asset could not be saved. Check the details and try again.`, fieldErrors: null };
    },
    [t, i18n, api, session, exceptId],
  );
}
