import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';
import { useLifecycle, useShellServices } from '@portal/shell-data-access';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Props of ErrorPage: the error report's id, when one was sent, and how to report the problem. */
export interface ErrorPageProps {
  reportId?: string | null;
  /**
   * `Report this problem`, built by the app (the help domain's link, with the report's id and the
   * page). Shown only to a signed-in user whose company is ready, since the form needs both.
   */
  reportLink?: ReactNode;
}

/** Where an unexpected error lands: no stack trace, a way back, and the id to quote to support. */
export function ErrorPage({ reportId, reportLink }: ErrorPageProps) {
  const { t } = useLingui();
  const { lifecycle } = useShellServices();
  const { signedIn, maintenance, settings, corporateClient } = useLifecycle();
  const canReport = signedIn && !maintenance && settings.ready && !!corporateClient?.corporateClientUuid;
  return (
    <Stack maw={720}>
      <PageHeader title={t`Something went wrong`} description={t`We could not show this page. Please try again.`} />
      {reportId && (
        <Text>
          <Trans>
            If this keeps happening, contact us and quote this reference: <Code>{reportId}</Code>
          </Trans>
        </Text>
      )}
      <Group>
        <Button onClick={() => lifecycle.send({ type: 'settings.reload' })} component={Link} to="/">
          <Trans>Back to the start page</Trans>
        </Button>
        {canReport && reportLink}
      </Group>
    </Stack>
  );
}
