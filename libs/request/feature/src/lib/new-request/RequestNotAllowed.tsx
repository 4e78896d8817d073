import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../common/links';

/** Shown instead of the forms to a user without MANAGE_REQUESTS: why, and whom to ask. */
export function RequestNotAllowed() {
  const { t } = useLingui();
  return (
    <Paper role="alert" withBorder p="lg" maw={640}>
      <Stack gap="xs">
        <Text fw={700}>{t`You do not have the right to send requests`}</Text>
        <Text>{t`Ask an administrator of your company to give you the right to manage requests. You can still follow your company's requests.`}</Text>
        <AnchorLink to="/request/requests">{t`Go to the requests`}</AnchorLink>
      </Stack>
    </Paper>
  );
}
