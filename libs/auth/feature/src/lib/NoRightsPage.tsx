import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthApi } from '@portal/auth-data-access';
import { PageHeader } from '@portal/shared-ui';

/** For a user without any of the order, request and asset modules (spec §1, §6). */
export function NoRightsPage() {
  const { t } = useLingui();
  const { onLogout } = useAuthApi();
  return (
    <Stack maw={640}>
      <PageHeader title={t`No access yet`} />
      <Text>
        <Trans>Your account has no access to orders, requests or assets. Ask the administrator at your company, or your contact at Atlas Rental, to give you access.</Trans>
      </Text>
      <Button variant="default" onClick={onLogout} w="fit-content">
        <Trans>Logout</Trans>
      </Button>
    </Stack>
  );
}
