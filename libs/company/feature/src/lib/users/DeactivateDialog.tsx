import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DialogFrame } from '@portal/shared-ui';
import type { Member } from '@portal/shared-api-contract';
import { fullName } from './member-labels';

/** Props of DeactivateDialog (mounted while open): the member, the client's name, the confirmation (busy while it runs), its failure and the way back. */
export interface DeactivateDialogProps {
  member: Member;
  clientName: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  failure: string | null;
}

/** Asks before deactivating: the member can no longer sign in for this company, and their sessions end at once. */
export function DeactivateDialog({ member, clientName, onConfirm, onClose, busy, failure }: DeactivateDialogProps) {
  const { t } = useLingui();
  const name = fullName(member);
  return (
    <DialogFrame opened title={t`Deactivate ${name}?`} onClose={onClose}>
      <Stack gap="md">
        <Text>{t`${name} can no longer use the portal for ${clientName}, and is signed out at once. Their roles are kept: you can reactivate them at any time.`}</Text>
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onClose} data-autofocus>{t`Cancel`}</Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>{t`Deactivate`}</Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
