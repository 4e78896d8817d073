import { Alert, Box } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { layout } from '@portal/shared-ui';
import { useLifecycle, useShellServices } from '@portal/shell-data-access';
import { useQuery } from '@tanstack/react-query';

/**
 * "Welcome to <company>", on the first screen of a colleague who has just set the password of their
 * invitation (and was signed in by it); gone once closed, and on the next visit.
 */
export function WelcomeBanner() {
  const { t } = useLingui();
  const { queries, lifecycle } = useShellServices();
  const { welcome, corporateClient, settings } = useLifecycle();
  const uuid = corporateClient?.corporateClientUuid ?? '';
  const client = useQuery({ ...queries.corporateClient(uuid), enabled: welcome && settings.ready && !!uuid });
  const name = client.data?.name;
  if (!welcome || !name) return null;
  return (
    <Box maw={layout.maxContentWidth} mx="auto" px="md" pt="md">
      <Alert
        role="status"
        color="green"
        title={t`Welcome to ${name}`}
        withCloseButton
        closeButtonLabel={t`Close`}
        onClose={() => lifecycle.send({ type: 'welcome.seen' })}
      >
        {t`Your password is set and you are signed in.`}
      </Alert>
    </Box>
  );
}
