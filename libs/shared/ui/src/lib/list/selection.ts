import type { DataListSelection, RowKey } from './DataList.types';

/** The keys of this page's items that may be selected. */
export function selectableKeys<T>(items: T[], rowKey: (item: T) => RowKey, selection: DataListSelection<T>): RowKey[] {
  const isSelectable = selection.isSelectable ?? (() => true);
  return items.filter(isSelectable).map(rowKey);
}

/** Adds or removes one key, keeping the rest of the selection. */
export function toggleKey(selected: ReadonlySet<RowKey>, key: RowKey, checked: boolean): Set<RowKey> {
  const next = new Set(selected);
  if (checked) next.add(key);
  else next.delete(key);
  return next;
}

/** Selects every selectable item of the page, or unselects them all when they already are. */
export function togglePage(selected: ReadonlySet<RowKey>, pageKeys: RowKey[]): Set<RowKey> {
  const next = new Set(selected);
  const all = pageKeys.length > 0 && pageKeys.every((key) => selected.has(key));
  for (const key of pageKeys) {
    if (all) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** The state of the page's select-all checkbox. */
export function pageState(selected: ReadonlySet<RowKey>, pageKeys: RowKey[]): { checked: boolean; indeterminate: boolean } {
  const count = pageKeys.filter((key) => selected.has(key)).length;
  return { checked: count > 0 && count === pageKeys.length, indeterminate: count > 0 && count < pageKeys.length };
}
