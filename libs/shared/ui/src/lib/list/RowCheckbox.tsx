import { Checkbox } from '@mantine/core';
import type { DataListSelection, RowKey } from './DataList.types';
import { toggleKey } from './selection';

/** Props of RowCheckbox: one item, its key and the selection. */
export interface RowCheckboxProps<T> {
  item: T;
  itemKey: RowKey;
  selection: DataListSelection<T>;
}

/** The checkbox of one row or card, named after the item; disabled when it cannot be selected. */
export function RowCheckbox<T>({ item, itemKey, selection }: RowCheckboxProps<T>) {
  const selectable = selection.isSelectable?.(item) ?? true;
  return (
    <Checkbox
      size="md"
      aria-label={selection.label(item)}
      checked={selectable && selection.selected.has(itemKey)}
      disabled={!selectable}
      onChange={(event) => selection.onChange(toggleKey(selection.selected, itemKey, event.currentTarget.checked))}
    />
  );
}
