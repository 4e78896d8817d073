import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';
import { useShellServices } from '@portal/shell-data-access';
import { Link } from '@tanstack/react-router';

/** Props of ErrorPage: the error report's id, when one was sent. */
export interface ErrorPageProps {
  reportId?: string | null;
}

/** Where an unexpected error lands: no stack trace, a way back, and the id to quote to support. */
export function ErrorPage({ reportId }: ErrorPageProps) {
  const { t } = useLingui();
  const { lifecycle } = useShellServices();
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
      </Group>
    </Stack>
  );
}
