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

/** One item of a DataList on a phone: its primary column as title, the rest as a definition list. */
export function DataCard<T>({ item, itemKey, primary, details, archived, selection, actions }: DataCardProps<T>) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder p="sm" style={archived ? { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' } : undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {selection && <RowCheckbox item={item} itemKey={itemKey} selection={selection} />}
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text id={titleId} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {primary?.cell(item)}
          </Text>
          {archived && <ArchivedMark />}
        </Box>
      </Group>
      {details.length > 0 && (
        <Box component="dl" m={0} mt="xs">
          {details.map((column) => (
            <Box key={column.key} style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 40%) minmax(0, 1fr)', gap: 'var(--mantine-spacing-xs)', paddingBlock: 2 }}>
              <Text component="dt" size="sm" c="dimmed">
                {column.header}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
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
