import { useLingui } from '@lingui/react/macro';
import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { mailOnlyTopics, type TopicPreference } from '@portal/shared-api-contract';
import { topicLabel } from './topic-label';

/** Props of NotificationTopicTable: the choices shown, and what to do when one is flipped. */
export interface NotificationTopicTableProps {
  topics: TopicPreference[];
  onChange: (topic: TopicPreference) => void;
}

/**
 * One row per topic with a `Mail` and a `Portal` checkbox (the digest is a mail only). Three
 * narrow columns, so it fits at 360 px; each checkbox is named by its channel and topic.
 */
export function NotificationTopicTable({ topics, onChange }: NotificationTopicTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Topic`}</Table.Th>
          <Table.Th w={72} ta="center">{t`Mail`}</Table.Th>
          <Table.Th w={72} ta="center">{t`Portal`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {topics.map((choice) => {
          const label = topicLabel(choice.topic, i18n);
          const mailOnly = mailOnlyTopics.includes(choice.topic);
          return (
            <Table.Tr key={choice.topic}>
              <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>{label}</Table.Th>
              <Table.Td>
                <Checkbox mx="auto" w="fit-content" aria-label={t`Mail: ${label}`} checked={choice.mail} onChange={(e) => onChange({ ...choice, mail: e.currentTarget.checked })} />
              </Table.Td>
              <Table.Td ta="center">
                {mailOnly ? (
                  <>
                    <Text span aria-hidden c="dimmed">—</Text>
                    <VisuallyHidden>{t`By mail only`}</VisuallyHidden>
                  </>
                ) : (
                  <Checkbox mx="auto" w="fit-content" aria-label={t`Portal: ${label}`} checked={choice.portal} onChange={(e) => onChange({ ...choice, portal: e.currentTarget.checked })} />
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
