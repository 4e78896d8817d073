import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import { useDialogClose } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';

/** Props of EditPoForm: the PO reference now, the send (busy while it runs), the failure to show and how to go back. */
export interface EditPoFormProps {
  poReference: string | null;
  onSave: (poReference: string) => void;
  onCancel: () => void;
  busy: boolean;
  failure: string | null;
}

/** The order's PO reference (empty: none); what was typed stays when saving fails (a 409 too). */
export function EditPoForm({ poReference, onSave, onCancel, busy, failure }: EditPoFormProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(poReference ?? '');
  const back = useDialogClose(onCancel);
  const max = orderLimits.maxPoReference;
  const tooLong = value.trim().length > max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) onSave(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t`PO reference`} value={value} onChange={(e) => setValue(e.currentTarget.value)} data-autofocus
          description={t`Leave empty when the order has no purchase order.`}
          error={tooLong ? t`Use at most ${max} characters.` : undefined} errorProps={{ role: 'alert' }} />
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={back}>{t`Back`}</Button>
          <Button type="submit" loading={busy}>{t`Save PO reference`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
