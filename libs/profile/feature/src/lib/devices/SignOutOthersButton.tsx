import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSignOutOthers } from '@portal/profile-data-access';
import { useState } from 'react';
import { useLazyDialog } from '@portal/shared-ui';

/** Props of SignOutOthersButton: whether there is another device, and what to do with the count ended. */
export interface SignOutOthersButtonProps {
  disabled: boolean;
  onDone: (ended: number) => void;
}

/** `Sign out everywhere else`, asked first in a dialog; a failure is said in the dialog. */
export function SignOutOthersButton({ disabled, onDone }: SignOutOthersButtonProps) {
  const { t } = useLingui();
  const signOut = useSignOutOthers();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (signOut.isPending) return;
    setFailed(false);
    try {
      const { ended } = await signOut.mutateAsync();
      setAsking(false);
      onDone(ended);
    } catch {
      setFailed(true);
    }
  };
  const close = () => (setAsking(false), setFailed(false));

  const dialog = useLazyDialog(asking);
  return (
    <>
      <Button variant="default" disabled={disabled} onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
        {t`Sign out everywhere else`}
      </Button>
      {dialog.rendered && (
        <Modal.Root opened={dialog.opened} onClose={close} size="md">
          <Modal.Overlay />
          <Modal.Content>
            {/* Mantine's header is a <header>, which axe takes for a second banner inside the dialog. */}
            <Modal.Header role="none">
              <Modal.Title fw={600}>{t`Sign out everywhere else?`}</Modal.Title>
              <Modal.CloseButton aria-label={t`Close`} />
            </Modal.Header>
            <Modal.Body>
              {asking && (
                <Stack gap="md">
                  <Text>{t`Every other device and browser where you are signed in will have to sign in again. This device stays signed in.`}</Text>
                  {failed && <Alert color="red" role="alert">{t`The other devices could not be signed out. Please try again.`}</Alert>}
                  <Group justify="flex-end" gap="sm" wrap="wrap">
                    <Button variant="default" onClick={close} data-autofocus>{t`Cancel`}</Button>
                    <Button color="red.9" loading={signOut.isPending} onClick={() => void confirm()}>{t`Sign out`}</Button>
                  </Group>
                </Stack>
              )}
            </Modal.Body>
          </Modal.Content>
        </Modal.Root>
      )}
    </>
  );
}
