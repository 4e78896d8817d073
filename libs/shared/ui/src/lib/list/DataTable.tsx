import { useLingui } from '@lingui/react/macro';
import { Box, Table } from '@mantine/core';
import { ArchivedMark } from './ArchivedMark';
import { DataCards } from './DataCards';
import type { RenderedListProps } from './DataList.types';
import { primaryColumn } from './primaryColumn';
import { RowCheckbox } from './RowCheckbox';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { useTableFit } from './useTableFit';
import { visuallyHidden } from './visuallyHidden';

// Reduced emphasis that still reads: gray 7 on gray 1 is 7.3:1.
const archivedRow = { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' };
// A word never breaks inside itself ("Aggr/egaa/t"): a column is as wide as its longest word, and
// a table that then does not fit its box gives up columns (useTableFit), not letters.
const wholeWords = { wordBreak: 'normal', overflowWrap: 'normal', hyphens: 'manual' } as const;

/**
 * DataList on desktop: a table whose primary cell heads its row, with the columns that fit its box
 * (by their priority), or the list's cards when even the essential ones do not.
 */
export function DataTable<T>(props: RenderedListProps<T>) {
  const { items, rows = items, rowKey, caption, isArchived, selection, rowActions } = props;
  const { t } = useLingui();
  const { boxRef, tableRef, cards, columns } = useTableFit(props.columns, items);
  const primary = primaryColumn(props.columns);
  // One box in both forms: its width is what the table is measured against.
  return (
    <Box ref={boxRef} style={{ overflowX: 'auto' }}>
      {cards ? <DataCards {...props} /> : <Table ref={tableRef} verticalSpacing="sm" highlightOnHover style={wholeWords}>
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
      </Table>}
    </Box>
  );
}
