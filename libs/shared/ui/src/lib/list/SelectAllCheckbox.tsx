import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import type { DataListSelection, RowKey } from './DataList.types';
import { pageState, selectableKeys, togglePage } from './selection';

/** Props of SelectAllCheckbox: the page's items and the selection they belong to. */
export interface SelectAllCheckboxProps<T> {
  items: T[];
  rowKey: (item: T) => RowKey;
  selection: DataListSelection<T>;
  /** Show "Select all on this page" next to the box (cards) or only name it (table header). */
  withLabel?: boolean;
}

/** "Select all on this page": only the selectable items of the page, never other pages. */
export function SelectAllCheckbox<T>({ items, rowKey, selection, withLabel = false }: SelectAllCheckboxProps<T>) {
  const { t } = useLingui();
  const keys = selectableKeys(items, rowKey, selection);
  const { checked, indeterminate } = pageState(selection.selected, keys);
  const label = t`Select all on this page`;
  return (
    <Checkbox
      size="md"
      checked={checked}
      indeterminate={indeterminate}
      disabled={keys.length === 0}
      onChange={() => selection.onChange(togglePage(selection.selected, keys))}
      {...(withLabel ? { label } : { 'aria-label': label })}
    />
  );
}
