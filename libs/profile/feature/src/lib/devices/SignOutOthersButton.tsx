import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSignOutOthers } from '@portal/profile-data-access';
import { useState } from 'react';
import { DialogFrame, wrappingLabel } from '@portal/shared-ui';

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

  return (
    <>
      <Button variant="default" disabled={disabled} onClick={() => setAsking(true)} styles={wrappingLabel} style={{ alignSelf: 'flex-start' }}>
        {t`Sign out everywhere else`}
      </Button>
      <DialogFrame opened={asking} title={t`Sign out everywhere else?`} onClose={close}>
        <Stack gap="md">
          <Text>{t`Every other device and browser where you are signed in will have to sign in again. This device stays signed in.`}</Text>
          {failed && <Alert color="red" role="alert">{t`The other devices could not be signed out. Please try again.`}</Alert>}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={close} data-autofocus>{t`Cancel`}</Button>
            <Button color="red.9" loading={signOut.isPending} onClick={() => void confirm()}>{t`Sign out`}</Button>
          </Group>
        </Stack>
      </DialogFrame>
    </>
  );
}
