import type { Column } from './DataList.types';

/** The column that titles a card and heads a row: the one marked primary, else the first. */
export function primaryColumn<T>(columns: Column<T>[]): Column<T> | undefined {
  return columns.find((column) => column.primary) ?? columns[0];
}
