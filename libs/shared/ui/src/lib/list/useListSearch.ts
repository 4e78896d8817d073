import { withFilters } from '@portal/shared-api-contract/search';
import { useCallback } from 'react';

/** Props every list page takes from its route: the validated search and how to change it. */
export interface ListSearchProps<S> {
  search: S;
  onSearchChange: (next: S) => void;
}

/** Setters for one list's URL search: changed filters go back to page one. */
export function useListSearch<S extends { page?: number }>({ search, onSearchChange }: ListSearchProps<S>) {
  const setFilters = useCallback((patch: Partial<S>) => onSearchChange(withFilters(search, patch)), [search, onSearchChange]);
  const setPage = useCallback((page: number) => onSearchChange({ ...search, page: page > 1 ? page : undefined }), [search, onSearchChange]);
  const clearAll = useCallback(() => onSearchChange({} as S), [onSearchChange]);
  return { setFilters, setPage, clearAll };
}

/** Sets or clears one filter. */
export type SetFilters<S> = (patch: Partial<S>) => void;
