import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { filterChips } from './filter-chips';
import { type FilterField, filterKeys } from './filter-fields';
import { ListFilters } from './ListFilters';

interface Search {
  page?: number;
  q?: string;
  status?: 'open' | 'closed';
  projectId?: number;
  from?: string;
  to?: string;
  archived?: true;
}

const fields: FilterField<Search>[] = [
  { kind: 'text', key: 'q', label: 'Number or reference', chipLabel: 'Search' },
  { kind: 'select', key: 'status', label: 'Status', options: [{ value: 'open', label: 'Open' }, { value: 'closed', label: 'Closed' }] },
  { kind: 'select', key: 'projectId', label: 'Project', options: [{ value: '7', label: 'Harbour bridge' }], numeric: true },
  { kind: 'dateRange', from: 'from', to: 'to', label: 'Placed' },
  { kind: 'switch', key: 'archived', label: 'Show archived' },
];

describe('ListFilters', () => {
  it('renders one control per filter and sets each in the search, ids as numbers', async () => {
    const setFilters = vi.fn();
    const { container } = renderWithUi(<ListFilters fields={fields} search={{ status: 'open' }} setFilters={setFilters} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Harbour bridge');
    expect(setFilters).toHaveBeenLastCalledWith({ projectId: 7 });
    await userEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(setFilters).toHaveBeenLastCalledWith({ archived: true });
    expect(screen.getByRole('searchbox', { name: 'Number or reference' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('filterChips', () => {
  it('makes one chip per set filter in the description’s order, each removing only its own', () => {
    const setFilters = vi.fn();
    const search: Search = { page: 3, archived: true, q: 'C-12', projectId: 9, from: '2026-10-01' };
    const chips = filterChips(i18n, fields, search, setFilters);
    expect(chips.map((c) => c.label)).toEqual(['Search: C-12', 'Project: #9', 'Placed: from Oct 1, 2026', 'Show archived']);
    chips[2]?.onRemove();
    expect(setFilters).toHaveBeenLastCalledWith({ from: undefined, to: undefined });
    chips[1]?.onRemove();
    expect(setFilters).toHaveBeenLastCalledWith({ projectId: undefined });
  });

  it('says a value in the chip’s own words when the description has them', () => {
    const roles: FilterField<{ roleId?: number }>[] = [
      { kind: 'select', key: 'roleId', label: 'Role', options: [{ value: '4', label: 'Buyer (archived)' }], numeric: true, chipText: (v) => (v === '4' ? 'Buyer' : undefined) },
    ];
    expect(filterChips(i18n, roles, { roleId: 4 }, vi.fn()).map((c) => c.label)).toEqual(['Role: Buyer']);
  });

  it('names the option chosen, and nothing when no filter is set', () => {
    expect(filterChips(i18n, fields, { status: 'closed' }, vi.fn()).map((c) => c.label)).toEqual(['Status: Closed']);
    expect(filterChips(i18n, fields, { page: 2 }, vi.fn())).toEqual([]);
  });
});

it('names every search param the filters set', () => {
  expect(filterKeys(fields)).toEqual(['q', 'status', 'projectId', 'from', 'to', 'archived']);
});
