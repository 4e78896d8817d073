import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useSignedInDevices } from '@portal/profile-data-access';
import { DeviceList, ProfileSection } from '@portal/profile-ui';
import { ErrorState, ListSkeleton } from '@portal/shared-ui';
import { useState } from 'react';
import { SignOutOthersButton } from './SignOutOthersButton';

/**
 * `Signed-in devices`: where the user is signed in now, this device marked, and `Sign out
 * everywhere else` for a lost phone or a shared computer. The list is read again after it.
 */
export function SignedInDevicesSection() {
  const { t } = useLingui();
  const devices = useSignedInDevices();
  const [ended, setEnded] = useState<number | null>(null);
  const items = devices.data?.items;

  return (
    <ProfileSection title={t`Signed-in devices`} description={t`Where you are signed in to the portal now.`}>
      {items ? (
        <Stack gap="md">
          <DeviceList devices={items} />
          <SignOutOthersButton disabled={!items.some((d) => !d.current)} onDone={setEnded} />
        </Stack>
      ) : devices.isError ? (
        <ErrorState title={t`Your signed-in devices could not be loaded`} onRetry={() => void devices.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
      {ended !== null && (
        <Alert color="green" role="status">
          {t`${plural(ended, { 0: 'No other device was signed in.', one: 'Signed out on # device.', other: 'Signed out on # devices.' })}`}
        </Alert>
      )}
    </ProfileSection>
  );
}
