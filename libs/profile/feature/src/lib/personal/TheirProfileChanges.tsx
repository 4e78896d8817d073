// After a 409 `version_conflict`: what is saved now next to what the user typed, for the fields
// where they differ, so nothing is overwritten unseen (like the company forms' TheirChanges).
import { useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { personalFields, type PersonalDraft, type PersonalField } from './personal-draft';

/** Props of TheirProfileChanges: both sides as form values, the field labels and `Use the saved values`. */
export interface TheirProfileChangesProps {
  saved: PersonalDraft;
  typed: PersonalDraft;
  labels: Record<PersonalField, string>;
  onUseSaved: () => void;
}

const wrap = { overflowWrap: 'anywhere' } as const;
const shown = (value: string) => value.trim() || '—';

/** The differing fields as a small table; nothing when the two agree. */
export function TheirProfileChanges({ saved, typed, labels, onUseSaved }: TheirProfileChangesProps) {
  const { t } = useLingui();
  const titleId = useId();
  const rows = personalFields.filter((f) => saved[f].trim() !== typed[f].trim());
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Stack gap="xs">
        <Text fw={600} size="sm" id={titleId}>{t`Saved meanwhile:`}</Text>
        {/* Side by side; at 360 px the values wrap in their cells. */}
        <Table aria-labelledby={titleId} fz="sm" layout="fixed" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Field`}</Table.Th>
              <Table.Th scope="col">{t`Saved now`}</Table.Th>
              <Table.Th scope="col">{t`What you typed`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((f) => (
              <Table.Tr key={f}>
                <Table.Th scope="row" fw={500} style={wrap}>{labels[f]}</Table.Th>
                <Table.Td style={wrap}>{shown(saved[f])}</Table.Td>
                <Table.Td style={wrap}>{shown(typed[f])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button variant="default" size="xs" onClick={onUseSaved} style={{ alignSelf: 'flex-start' }}>{t`Use the saved values`}</Button>
      </Stack>
    </Paper>
  );
}
