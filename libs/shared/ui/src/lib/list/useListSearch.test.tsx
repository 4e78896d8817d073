import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListSearch } from './useListSearch';

interface Search {
  page?: number;
  status?: string;
  projectId?: number;
}

describe('useListSearch', () => {
  it('builds a second filter on the first while the route has not shown the first yet', () => {
    const onSearchChange = vi.fn();
    const { result } = renderHook(() => useListSearch<Search>({ search: { page: 3 }, onSearchChange }));
    act(() => result.current.setFilters({ status: 'overdue' }));
    act(() => result.current.setFilters({ projectId: 7 }));
    expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'overdue', projectId: 7 }));
    expect(onSearchChange.mock.lastCall?.[0].page).toBeUndefined();
  });

  it('follows the search the route renders', () => {
    const onSearchChange = vi.fn();
    const { result, rerender } = renderHook(({ search }) => useListSearch<Search>({ search, onSearchChange }), { initialProps: { search: { status: 'open' } as Search } });
    rerender({ search: { projectId: 2 } });
    act(() => result.current.setPage(2));
    expect(onSearchChange).toHaveBeenLastCalledWith({ projectId: 2, page: 2 });
  });
});
