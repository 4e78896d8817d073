import { Box, Group, Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ArchivedMark } from './ArchivedMark';
import type { Column, DataListSelection, RowKey } from './DataList.types';
import { RowCheckbox } from './RowCheckbox';

/** Props of DataCard: one item with its title column, the other columns and its actions. */
export interface DataCardProps<T> {
  item: T;
  itemKey: RowKey;
  primary: Column<T> | undefined;
  details: Column<T>[];
  archived: boolean;
  selection?: DataListSelection<T>;
  actions?: ReactNode;
}

// A term and its value side by side while both fit, else the value under its term: a long term
// ("Stopzettingsreferentie") or value (an e-mail address) never runs into the other, and a word
// breaks only when it is wider than the whole card. The flex basis decides the wrap; the automatic
// minimum (the longest word, capped at the card's width by max-width) makes a long one wrap.
const termRow = { display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-xs)', paddingBlock: 2 } as const;
const term = { flex: '0 1 40%', maxWidth: '100%', overflowWrap: 'break-word' } as const;
const value = { flex: '1 1 8rem', maxWidth: '100%', overflowWrap: 'break-word' } as const;

/** One item of a DataList on a phone: its primary column as title, the rest as a definition list. */
export function DataCard<T>({ item, itemKey, primary, details, archived, selection, actions }: DataCardProps<T>) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder p="sm" style={archived ? { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' } : undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {selection && <RowCheckbox item={item} itemKey={itemKey} selection={selection} />}
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text id={titleId} fw={700} style={{ overflowWrap: 'break-word' }}>
            {primary?.cell(item)}
          </Text>
          {archived && <ArchivedMark />}
        </Box>
      </Group>
      {details.length > 0 && (
        <Box component="dl" m={0} mt="xs">
          {details.map((column) => (
            <Box key={column.key} style={termRow}>
              <Text component="dt" size="sm" c="dimmed" style={term}>
                {column.header}
              </Text>
              <Text component="dd" size="sm" m={0} style={value}>
                {column.cell(item)}
              </Text>
            </Box>
          ))}
        </Box>
      )}
      {actions && (
        <Group gap="xs" mt="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Paper>
  );
}
