import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { SelectFilter } from './SelectFilter';
import { SwitchFilter } from './SwitchFilter';

const options = [
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
];

describe('SelectFilter', () => {
  it('offers "All" first and unsets the filter with it', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(<SelectFilter label="Status" value="closed" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('closed');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Active', 'Closed']);
    await userEvent.selectOptions(select, 'All');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.selectOptions(select, 'Active');
    expect(onChange).toHaveBeenLastCalledWith('active');
    await expectNoAxeViolations(container);
  });

  it('shows "All" when nothing is chosen', () => {
    renderWithUi(<SelectFilter label="Status" value={undefined} options={options} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
  });
});

describe('SwitchFilter', () => {
  it('is a labelled switch', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(<SwitchFilter label="Show archived" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Show archived' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    await expectNoAxeViolations(container);
  });
});
