import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DialogFrame } from '@portal/shared-ui';

/** Props of ArchiveDialog: whether it is open, the asset's name, the confirmation (busy while it runs), the failure and the way back. */
export interface ArchiveDialogProps {
  opened: boolean;
  name: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  failure: string | null;
}

/** Asks before archiving: the asset leaves the list and the map and can no longer be chosen for requests. */
export function ArchiveDialog({ opened, name, onConfirm, onClose, busy, failure }: ArchiveDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame opened={opened} title={t`Archive ${name}?`} onClose={onClose}>
      <Stack gap="md">
        <Text>{t`It is hidden from the list and the map unless you show archived assets, and it can no longer be chosen for requests. You can restore it at any time.`}</Text>
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onClose} data-autofocus>{t`Keep it`}</Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>{t`Archive`}</Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
