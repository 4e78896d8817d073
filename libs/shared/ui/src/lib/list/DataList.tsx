import { DataCards } from './DataCards';
import type { DataListProps } from './DataList.types';
import { DataTable } from './DataTable';
import { useIsDesktop } from './useIsDesktop';

/** The items of one list page: a table from 900 px, cards below it (no sideways scrolling at 360 px). */
export function DataList<T>(props: DataListProps<T>) {
  return useIsDesktop() ? <DataTable {...props} /> : <DataCards {...props} />;
}
