import { Trans } from '@lingui/react/macro';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { DateText } from '@portal/shared-ui';

/** Props of ChangelogEntry: one entry, already in the user's language. */
export interface ChangelogEntryProps {
  /** ISO date (`YYYY-MM-DD`) the change reached the portal, written in the user's locale. */
  date: string;
  title: string;
  text: string;
  /** Dated after the user's last visit: marked `New`. */
  isNew: boolean;
}

/** One entry of the changelog: its title (a level-two heading), the date, `New` when it is, and what changed. */
export function ChangelogEntry({ date, title, text, isNew }: ChangelogEntryProps) {
  return (
    <Paper component="article" withBorder p="md" radius="md" data-new={isNew || undefined}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" mb={4}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {isNew && (
          <Badge color="blue" variant="filled">
            <Trans>New</Trans>
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        <DateText value={date} style="long" />
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </Paper>
  );
}
