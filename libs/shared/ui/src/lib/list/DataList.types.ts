import type { ReactNode } from 'react';

/** The key of a row as rowKey returns it. */
export type RowKey = string | number;

/** One column of a DataList: its header and how an item fills its cell. */
export interface Column<T> {
  key: string;
  header: string;
  cell: (item: T) => ReactNode;
  align?: 'left' | 'right';
  /** shown as the card's title on phones */
  primary?: boolean;
  /**
   * 1 (the default): always in the table. 2, 3…: the table leaves these out, the highest first,
   * when it would not fit its box otherwise (cards, which show every column, come only after).
   */
  priority?: number;
}

/** Row selection of a DataList; the set may hold keys of other pages, which stay untouched. */
export interface DataListSelection<T> {
  selected: ReadonlySet<RowKey>;
  onChange: (next: Set<RowKey>) => void;
  /** Whether an item can be selected (all can unless told). */
  isSelectable?: (item: T) => boolean;
  /** The accessible name of an item's checkbox, e.g. "Select contract 4711". */
  label: (item: T) => string;
}

/** Props of DataList: the items of one page, their columns and what can be done with them. */
export interface DataListProps<T> {
  items: T[];
  columns: Column<T>[];
  rowKey: (item: T) => RowKey;
  /** Names the table (visually hidden) and the card list. */
  caption: string;
  isArchived?: (item: T) => boolean;
  selection?: DataListSelection<T>;
  /** Buttons or menus for one item, in an "Actions" column or at the foot of its card. */
  rowActions?: (item: T) => ReactNode;
}

/** What DataTable and DataCards render: `rows`, the items shown so far (all of them unless told). */
export interface RenderedListProps<T> extends DataListProps<T> {
  rows?: T[];
}
