// After a 409 `version_conflict` on a company form: what someone else saved next to what the user
// typed, field by field, so nothing is overwritten unseen. The typed values stay in the form; the
// user saves them again (now against their version) or takes theirs with one button.
//
//   <TheirChanges rows={theirChangeRows(draftOf(current), draft, labels)} onTakeTheirs={() => setDraft(draftOf(current))} />
import { useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { TheirChangeRow } from './their-changes';

/** Props of TheirChanges: the differing fields, and what `Use their version` does (none: no button). */
export interface TheirChangesProps {
  rows: TheirChangeRow[];
  onTakeTheirs?: () => void;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/** What the other person saved and what you typed, per field; nothing when they agree. */
export function TheirChanges({ rows, onTakeTheirs }: TheirChangesProps) {
  const { t } = useLingui();
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Stack gap="xs">
        <Text fw={600} size="sm" id={titleId}>{t`Saved by someone else meanwhile:`}</Text>
        {/* A table keeps "theirs" and "yours" side by side; at 360 px the values wrap in their cells. */}
        <Table aria-labelledby={titleId} fz="sm" layout="fixed" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Field`}</Table.Th>
              <Table.Th scope="col">{t`Their version`}</Table.Th>
              <Table.Th scope="col">{t`What you typed`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.field}>
                <Table.Th scope="row" fw={500} style={wrap}>{r.label}</Table.Th>
                <Table.Td style={wrap}>{r.theirs}</Table.Td>
                <Table.Td style={wrap}>{r.yours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {onTakeTheirs && (
          <Button variant="default" size="xs" onClick={onTakeTheirs} style={{ alignSelf: 'flex-start' }}>{t`Use their version`}</Button>
        )}
      </Stack>
    </Paper>
  );
}
