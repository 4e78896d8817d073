import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';

/** Props of CancelOrderConfirm: the order's number, the confirmation (busy while it runs), the failure and the way back. */
export interface CancelOrderConfirmProps {
  number: string;
  onConfirm: () => void;
  onKeep: () => void;
  busy: boolean;
  failure: string | null;
}

/** Asks before cancelling: it cannot be undone. */
export function CancelOrderConfirm({ number, onConfirm, onKeep, busy, failure }: CancelOrderConfirmProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Text>{t`Order ${number} will not be delivered. This cannot be undone.`}</Text>
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={onKeep} data-autofocus>{t`Keep the order`}</Button>
        <Button color="red.9" loading={busy} onClick={onConfirm}>{t`Cancel order`}</Button>
      </Group>
    </Stack>
  );
}
