import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import { useDialogClose } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';

/** Props of RejectOrderForm: the send (busy while it runs), the failure to show and how to go back. */
export interface RejectOrderFormProps {
  onReject: (reason: string) => void;
  onCancel: () => void;
  busy: boolean;
  failure: string | null;
}

/** The reason for a rejection, 3–1000 characters; what was typed stays when sending fails. */
export function RejectOrderForm({ onReject, onCancel, busy, failure }: RejectOrderFormProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // `Back` asks first when a reason was typed, as closing the dialog does.
  const back = useDialogClose(onCancel);
  const { minRejectReason: min, maxRejectReason: max } = orderLimits;
  const check = (text: string) =>
    text.trim().length < min ? t`Say why, in at least ${min} characters.` : text.trim().length > max ? t`Use at most ${max} characters.` : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(reason);
    setError(problem);
    if (!problem) onReject(reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t`Reason`}
          description={t`The person who placed the order reads this. ${min} to ${max} characters.`}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            // Once a message shows, it follows the typing, so it goes as soon as the reason is fine.
            if (error) setError(check(event.currentTarget.value));
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          required
          // Fixed rows rather than autosize: enough for a few sentences, and no layout jumps on a phone.
          rows={4}
          data-autofocus
        />
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={back}>{t`Back`}</Button>
          <Button type="submit" color="red.9" loading={busy}>{t`Reject`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
