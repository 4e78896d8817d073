import type { ProjectBudget } from '@portal/shared-api-contract';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BudgetBar } from './BudgetBar';

const budget = (b: string | null, spent: string, committed: string, remaining: string | null): ProjectBudget => ({ currency: 'EUR', budget: b, spent, committed, remaining });
// Intl may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const amountOf = (term: string) => plain(screen.getByText(term).closest('div')!.querySelector('dd')!.textContent);

describe('BudgetBar', () => {
  it('below 80 %: the share in words, the bar named and valued, the budget, Spent, Committed and Remaining', async () => {
    const { container } = renderWithUi(<BudgetBar budget={budget('10000.00', '5000.00', '1000.50', '3999.50')} label="Budget of Harbour bridge" />);
    const bar = screen.getByRole('progressbar', { name: 'Budget of Harbour bridge' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '60 % of budget used');
    expect(screen.getByText('60 % of budget used')).toBeInTheDocument();
    expect(amountOf('Budget')).toBe('€10,000.00');
    expect(amountOf('Spent')).toBe('€5,000.00');
    expect(amountOf('Committed')).toBe('€1,000.50');
    expect(amountOf('Remaining')).toBe('€3,999.50');
    expect(container.querySelector('[data-level]')).toHaveAttribute('data-level', 'ok');
    await expectNoAxeViolations(container);
  });

  it('from 80 %: amber, still in words', () => {
    const { container } = renderWithUi(<BudgetBar budget={budget('10000.00', '6000.00', '2600.00', '1400.00')} label="Budget of Ring road" />);
    expect(screen.getByRole('progressbar', { name: 'Budget of Ring road' })).toHaveAttribute('aria-valuetext', '86 % of budget used');
    expect(container.querySelector('[data-level]')).toHaveAttribute('data-level', 'warning');
  });

  it('past 100 %: red, says by how much, the bar full at its maximum', async () => {
    const { container } = renderWithUi(<BudgetBar budget={budget('10000.00', '9000.00', '2200.00', '-1200.00')} label="Budget of Depot" />);
    const bar = screen.getByRole('progressbar', { name: 'Budget of Depot' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Over budget by €1,200.00');
    expect(screen.getByText('Over budget by €1,200.00')).toBeInTheDocument();
    expect(amountOf('Remaining')).toBe('-€1,200.00');
    expect(container.querySelector('[data-level]')).toHaveAttribute('data-level', 'over');
    await expectNoAxeViolations(container);
  });

  it('without a budget: no bar and no Remaining, the spend only', () => {
    renderWithUi(<BudgetBar budget={budget(null, '250.00', '0.00', null)} label="Budget of Yard" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('No budget set')).toBeInTheDocument();
    expect(screen.queryByText('Budget')).toBeNull();
    expect(amountOf('Spent')).toBe('€250.00');
    expect(screen.queryByText('Remaining')).toBeNull();
  });

  it('formats the amounts for the locale', () => {
    const { container } = renderWithUi(<BudgetBar budget={budget('10000.00', '9000.00', '2200.00', '-1200.00')} label="Budget" />, { locale: 'nl' });
    expect(plain(within(container).getByRole('progressbar').getAttribute('aria-valuetext'))).toBe('Over budget by € 1.200,00');
    expect(amountOf('Spent')).toBe('€ 9.000,00');
  });
});
