import type { PoBudget } from '@portal/shared-api-contract';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PoBudgetList } from './PoBudgetList';

const po = (poReference: string, budget: string | null, invoiced: string, committed: string, projected: string): PoBudget => ({ poReference, budget, invoiced, committed, projected });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

it('shows per PO Invoiced, Committed and Projected against its budget, warning in words from 80 % and past 100 %', async () => {
  const { container } = renderWithUi(<PoBudgetList currency="EUR" items={[
    po('PO-1', '10000.00', '5000.00', '1000.00', '6000.00'),
    po('PO-2', '10000.00', '6000.00', '2500.00', '8500.00'),
    po('PO-3', '10000.00', '9000.00', '2200.00', '11200.00'),
    po('PO-4', null, '100.00', '0.00', '100.00'),
  ]} />);
  const item = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
  const amount = (li: HTMLElement, term: string) => plain(within(li).getByText(term).closest('div')!.querySelector('dd')!.textContent);
  expect(amount(item('PO-1'), 'Invoiced')).toBe('€5,000.00');
  expect(amount(item('PO-1'), 'Committed')).toBe('€1,000.00');
  expect(amount(item('PO-1'), 'Projected')).toBe('€6,000.00');
  expect(amount(item('PO-1'), 'Budget')).toBe('€10,000.00');
  expect(within(item('PO-1')).getByRole('progressbar', { name: 'Budget of PO-1' })).toHaveAttribute('aria-valuetext', '60 % of the PO budget projected');
  expect(within(item('PO-2')).getByText('Warning: 85 % of the PO budget projected')).toBeInTheDocument();
  expect(plain(within(item('PO-3')).getByRole('progressbar').getAttribute('aria-valuetext'))).toBe('Warning: over the PO budget by €1,200.00');
  expect(within(item('PO-4')).getByText('No budget for this PO')).toBeInTheDocument();
  expect(within(item('PO-4')).queryByRole('progressbar')).toBeNull();
  await expectNoAxeViolations(container);
});

it('shows only the PO references without amounts', () => {
  renderWithUi(<PoBudgetList currency="EUR" items={[{ poReference: 'PO-1', budget: null, invoiced: null, committed: null, projected: null }]} />);
  expect(screen.getByRole('heading', { name: 'PO-1' })).toBeInTheDocument();
  expect(screen.queryByText(/€|Invoiced/)).toBeNull();
});
