import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { LocaleDateInput, useDialogClose } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';

/** Props of ChangeDatesForm: the order's period now, the send (busy while it runs), the failure to show and how to go back. */
export interface ChangeDatesFormProps {
  startDate: string;
  endDate: string;
  /** The earliest start the field proposes (the server decides, cut-off included). */
  today: string;
  onSave: (dates: { startDate: string; expectedEndDate: string }) => void;
  onCancel: () => void;
  busy: boolean;
  failure: string | null;
  /** The server's refusal per field, in the user's language. */
  fieldErrors: { startDate?: string; expectedEndDate?: string };
}

/** A new start and expected end for the whole order; what was typed stays when saving fails (a 409 too). */
export function ChangeDatesForm({ startDate, endDate, today, onSave, onCancel, busy, failure, fieldErrors }: ChangeDatesFormProps) {
  const { t } = useLingui();
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(endDate);
  const [errors, setErrors] = useState<{ startDate?: string; expectedEndDate?: string }>({});
  const back = useDialogClose(onCancel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      startDate: start ? undefined : t`Enter a start date.`,
      expectedEndDate: !end ? t`Enter an end date.` : start && end <= start ? t`The end date must be after the start date.` : undefined,
    };
    setErrors(found);
    if (!found.startDate && !found.expectedEndDate) onSave({ startDate: start, expectedEndDate: end });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LocaleDateInput label={t`Start date`} value={start} min={today} onChange={setStart} required data-autofocus
          error={errors.startDate ?? fieldErrors.startDate} errorProps={{ role: 'alert' }} />
        <LocaleDateInput label={t`Expected end date`} value={end} min={start || today} onChange={setEnd} required
          error={errors.expectedEndDate ?? fieldErrors.expectedEndDate} errorProps={{ role: 'alert' }} />
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={back}>{t`Back`}</Button>
          <Button type="submit" loading={busy}>{t`Save dates`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
