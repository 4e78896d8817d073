import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { EmptyState } from './EmptyState';
import { ListResults } from './ListResults';

const columns = [{ key: 'name', header: 'Name', primary: true, cell: (r: { id: number; name: string }) => r.name }];
const empty = <EmptyState title="No rows match these filters" />;

describe('ListResults', () => {
  it('shows the list its empty state when nothing matches', () => {
    renderWithUi(<ListResults page={{ items: [], page: 1, pageSize: 25, total: 0 }} empty={empty} onPage={vi.fn()} columns={columns} rowKey={(r) => r.id} caption="Rows" />);
    expect(screen.getByText('No rows match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers the first page from a page past the last one', async () => {
    const onPage = vi.fn();
    renderWithUi(<ListResults page={{ items: [], page: 9, pageSize: 25, total: 3 }} empty={empty} onPage={onPage} columns={columns} rowKey={(r) => r.id} caption="Rows" />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('lists the page and pages on', async () => {
    const onPage = vi.fn();
    const items = Array.from({ length: 2 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    const { container } = renderWithUi(
      <ListResults page={{ items, page: 1, pageSize: 2, total: 5 }} empty={empty} onPage={onPage} columns={columns} rowKey={(r) => r.id} caption="Rows" />,
    );
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    await expectNoAxeViolations(container);
  });
});
