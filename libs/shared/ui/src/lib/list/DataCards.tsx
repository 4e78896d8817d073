import { Box, Stack } from '@mantine/core';
import { DataCard } from './DataCard';
import type { RenderedListProps } from './DataList.types';
import { primaryColumn } from './primaryColumn';
import { SelectAllCheckbox } from './SelectAllCheckbox';

/** DataList on phones: a list of cards, named by the caption. */
export function DataCards<T>({ items, rows = items, columns, rowKey, caption, isArchived, selection, rowActions }: RenderedListProps<T>) {
  const primary = primaryColumn(columns);
  const details = columns.filter((column) => column !== primary);
  return (
    <Stack gap="sm">
      {selection && <SelectAllCheckbox items={items} rowKey={rowKey} selection={selection} withLabel />}
      {/* role="list" because Safari drops the list role of an unstyled list. */}
      <Box component="ul" role="list" aria-label={caption} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
        {rows.map((item) => {
          const key = rowKey(item);
          return (
            <li key={key}>
              <DataCard item={item} itemKey={key} primary={primary} details={details} archived={isArchived?.(item) ?? false} selection={selection} actions={rowActions?.(item)} />
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}
