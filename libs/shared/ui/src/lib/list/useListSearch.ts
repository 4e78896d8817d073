import { withFilters } from '@portal/shared-api-contract/search';
import { useCallback, useLayoutEffect, useRef } from 'react';

/** Props every list page takes from its route: the validated search and how to change it. */
export interface ListSearchProps<S> {
  search: S;
  onSearchChange: (next: S) => void;
}

/**
 * Setters for one list's URL search: changed filters go back to page one. Each change builds on
 * the last one asked for, not on the last one rendered: the router shows a new search only once
 * the list's loader has answered, and a second filter chosen meanwhile (two selects in a row on a
 * slow connection) used to drop the first.
 */
export function useListSearch<S extends { page?: number }>({ search, onSearchChange }: ListSearchProps<S>) {
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const change = useCallback(
    (next: S) => {
      latest.current = next;
      onSearchChange(next);
    },
    [onSearchChange],
  );
  const setFilters = useCallback((patch: Partial<S>) => change(withFilters(latest.current, patch)), [change]);
  const setPage = useCallback((page: number) => change({ ...latest.current, page: page > 1 ? page : undefined }), [change]);
  const clearAll = useCallback(() => change({} as S), [change]);
  return { setFilters, setPage, clearAll };
}

/** Sets or clears one filter. */
export type SetFilters<S> = (patch: Partial<S>) => void;
