import { useDeferredValue } from 'react';
import { DataCards } from './DataCards';
import type { DataListProps } from './DataList.types';
import { DataTable } from './DataTable';
import { useIsDesktop } from './useIsDesktop';

/** Rows in a list's first render: more than a phone or a laptop shows before scrolling. */
export const FIRST_RENDER_ROWS = 8;

/**
 * The items of one list page: a table from 900 px, cards below it (no sideways scrolling at 360 px).
 * A page of 25 to 100 rows rendered at once was the longest task of a phone's first visit (issue 14):
 * the first rows render with the page, the rest right after in a deferred render that React splits
 * into short slices, so the page answers input meanwhile. Select-all always counts every item.
 */
export function DataList<T>(props: DataListProps<T>) {
  const rows = useDeferredValue(props.items, props.items.slice(0, FIRST_RENDER_ROWS));
  return useIsDesktop() ? <DataTable {...props} rows={rows} /> : <DataCards {...props} rows={rows} />;
}
