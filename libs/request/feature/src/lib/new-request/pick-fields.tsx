// The asset (a breakdown) and the invoice or credit note (an invoice question) as searchable fields.
import { useLingui } from '@lingui/react/macro';
import { useRequestableAssets, useRequestableDocuments, type RequestableAsset, type RequestableDocument } from '@portal/request-data-access';
import type { Session } from '@portal/shared-data-access-http';
import { formatDate, resolveLocale } from '@portal/shared-util-i18n';
import { PickSelect } from './PickSelect';

/** Props of a pick field: whose items, the chosen one, how to change it and the field's message. */
export interface PickFieldProps<T> {
  session: Session;
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string;
}

export function AssetField({ session, value, onChange, error }: PickFieldProps<RequestableAsset>) {
  const { t } = useLingui();
  return (
    <PickSelect
      label={t`Asset`}
      description={t`Type a name or serial number`}
      chosen={value}
      session={session}
      useItems={useRequestableAssets}
      describe={(a) => (a.serial ? `${a.name} (${a.serial})` : a.name)}
      onChoose={onChange}
      error={error}
    />
  );
}

/** The invoice or credit note; `onText` hears what is typed (the number to send when nothing is chosen). */
export function DocumentField({ session, value, onChange, onText, error }: PickFieldProps<RequestableDocument> & { onText?: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const locale = resolveLocale(i18n.locale);
  return (
    <PickSelect
      label={t`Invoice or credit note`}
      description={t`Type its number`}
      chosen={value}
      session={session}
      useItems={useRequestableDocuments}
      describe={(d) => `${d.number} · ${formatDate(d.date, locale, 'medium')}`}
      onChoose={onChange}
      onText={onText}
      error={error}
      isExact={(d, text) => d.number.toLowerCase() === text.toLowerCase()}
      unknown={(text) => t`No invoice or credit note ${text} was found for your company. Check the number.`}
    />
  );
}
