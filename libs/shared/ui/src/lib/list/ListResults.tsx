import type { ReactNode } from 'react';
import { DataList } from './DataList';
import type { DataListProps } from './DataList.types';
import { Paginator } from './Paginator';
import { PastLastPage } from './PastLastPage';

/** One page of a list as every list endpoint answers it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** Props of ListResults: the page, what to say when nothing matches, and DataList's own props. */
export interface ListResultsProps<T> extends Omit<DataListProps<T>, 'items'> {
  page: ListPage<T>;
  /** Shown when nothing matches at all (an EmptyState with the list's own words). */
  empty: ReactNode;
  onPage: (page: number) => void;
}

/**
 * The body of every list: nothing matches, a page past the last one (an old link, or the list
 * shrank), or the page's items with the paginator. One place, so the lists cannot drift apart.
 */
export function ListResults<T>({ page, empty, onPage, ...list }: ListResultsProps<T>) {
  if (page.total === 0) return <>{empty}</>;
  if (page.items.length === 0) return <PastLastPage onFirstPage={() => onPage(1)} />;
  return (
    <>
      <DataList items={page.items} {...list} />
      <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onChange={onPage} />
    </>
  );
}
