import { useLingui } from '@lingui/react/macro';
import { Box, Table } from '@mantine/core';
import { ArchivedMark } from './ArchivedMark';
import type { RenderedListProps } from './DataList.types';
import { primaryColumn } from './primaryColumn';
import { RowCheckbox } from './RowCheckbox';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { visuallyHidden } from './visuallyHidden';

// Reduced emphasis that still reads: gray 7 on gray 1 is 7.3:1.
const archivedRow = { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' };

/** DataList on desktop: a table whose primary cell heads its row. */
export function DataTable<T>({ items, rows = items, columns, rowKey, caption, isArchived, selection, rowActions }: RenderedListProps<T>) {
  const { t } = useLingui();
  const primary = primaryColumn(columns);
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" highlightOnHover>
        <caption style={visuallyHidden}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={48} scope="col">
                <SelectAllCheckbox items={items} rowKey={rowKey} selection={selection} />
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align ?? 'left'}>
                {column.header}
              </Table.Th>
            ))}
            {rowActions && (
              <Table.Th scope="col" ta="right">
                {t`Actions`}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => {
            const key = rowKey(item);
            const archived = isArchived?.(item) ?? false;
            return (
              <Table.Tr key={key} style={archived ? archivedRow : undefined} data-archived={archived || undefined}>
                {selection && (
                  <Table.Td>
                    <RowCheckbox item={item} itemKey={key} selection={selection} />
                  </Table.Td>
                )}
                {columns.map((column) => {
                  const Cell = column === primary ? Table.Th : Table.Td;
                  return (
                    <Cell key={column.key} scope={column === primary ? 'row' : undefined} ta={column.align ?? 'left'} fw={column === primary ? 600 : undefined}>
                      {column.cell(item)}
                      {archived && column === primary && (
                        <Box mt={2}>
                          <ArchivedMark />
                        </Box>
                      )}
                    </Cell>
                  );
                })}
                {rowActions && (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {rowActions(item)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
