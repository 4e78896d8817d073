import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { FilterChips } from './FilterChips';

it('renders nothing without chips', () => {
  const { container } = renderWithUi(<FilterChips chips={[]} onClearAll={() => undefined} />);
  // Mantine's provider adds its <style> tags; nothing else may be there.
  expect(container.querySelector(':scope > :not(style)')).toBeNull();
});

it('lists the set filters, removes one or all', async () => {
  const removeStatus = vi.fn();
  const removeSite = vi.fn();
  const clearAll = vi.fn();
  const { container } = renderWithUi(
    <FilterChips
      chips={[
        { key: 'status', label: 'Status: Active', onRemove: removeStatus },
        { key: 'site', label: 'Site: Antwerp', onRemove: removeSite },
      ]}
      onClearAll={clearAll}
    />,
  );
  const list = screen.getByRole('list', { name: 'Selected filters' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText('Status: Active')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Site: Antwerp' }));
  expect(removeSite).toHaveBeenCalledOnce();
  expect(removeStatus).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(clearAll).toHaveBeenCalledOnce();
  await expectNoAxeViolations(container);
});
