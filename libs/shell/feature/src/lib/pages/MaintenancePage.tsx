import { Alert, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';
import { useLifecycle } from '@portal/shell-data-access';

/** Shown while the service is down or in maintenance; the portal returns by itself when it is back. */
export function MaintenancePage() {
  const { t } = useLingui();
  const { availability, maintenance } = useLifecycle();
  return (
    <Stack maw={720}>
      <PageHeader title={t`We are working on the portal`} />
      {availability?.bannerText && (
        <Alert color="yellow" title={t`Message from Atlas Rental`} styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}>
          <Text style={{ whiteSpace: 'pre-line' }}>{availability.bannerText}</Text>
        </Alert>
      )}
      <Text>
        {maintenance ? (
          <Trans>The portal is temporarily unavailable. This page checks every few seconds and continues as soon as the portal is back.</Trans>
        ) : (
          <Trans>The portal is available again.</Trans>
        )}
      </Text>
    </Stack>
  );
}
