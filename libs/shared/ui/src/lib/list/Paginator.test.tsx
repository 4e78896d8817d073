import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { pageRange, Paginator } from './Paginator';

describe('pageRange', () => {
  it('computes the range and the last page', () => {
    expect(pageRange(2, 25, 312)).toEqual({ current: 2, lastPage: 13, from: 26, to: 50 });
    expect(pageRange(13, 25, 312)).toEqual({ current: 13, lastPage: 13, from: 301, to: 312 });
    expect(pageRange(1, 25, 25)).toEqual({ current: 1, lastPage: 1, from: 1, to: 25 });
    expect(pageRange(99, 25, 30)).toEqual({ current: 2, lastPage: 2, from: 26, to: 30 });
  });
});

describe('Paginator', () => {
  it('labels the range and moves between pages', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(<Paginator page={2} pageSize={25} total={312} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('26–50 of 312')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls).toEqual([[1], [1], [3], [13]]);
    await expectNoAxeViolations(container);
  });

  it('disables the way back on the first page', () => {
    renderWithUi(<Paginator page={1} pageSize={25} total={312} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
    expect(screen.getByText('1–25 of 312')).toBeInTheDocument();
  });

  it('disables the way on at the last page and ends the range at the total', () => {
    renderWithUi(<Paginator page={13} pageSize={25} total={312} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByText('301–312 of 312')).toBeInTheDocument();
  });

  it('writes the numbers the way the locale does', () => {
    renderWithUi(<Paginator page={2} pageSize={1000} total={2500} onChange={() => undefined} />, { locale: 'de' });
    expect(screen.getByText('1.001–2.000 of 2.500')).toBeInTheDocument();
  });

  it('renders nothing without results', () => {
    const { container } = renderWithUi(<Paginator page={1} pageSize={25} total={0} onChange={() => undefined} />);
    // Mantine's provider adds its <style> tags; nothing else may be there.
  expect(container.querySelector(':scope > :not(style)')).toBeNull();
  });
});
