import { documentPage } from '@portal/order-data-access/testing';
import type { DocumentStatusFilter } from '@portal/shared-api-contract';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { DocumentTotals } from './DocumentTotals';

const { totals } = documentPage;
const cards = () => within(screen.getByRole('group', { name: 'Totals for this filter' }));

it('shows open, overdue and total outstanding as buttons that say what they do, none pressed without a status', async () => {
  const { container } = renderWithUi(<DocumentTotals totals={totals} status={undefined} onStatus={vi.fn()} />);
  expect(cards().getByRole('button', { name: 'Open (3) €900.00, show these documents' })).toHaveAttribute('aria-pressed', 'false');
  expect(cards().getByRole('button', { name: 'Overdue (1) €1,234.50, show these documents' })).toHaveAttribute('aria-pressed', 'false');
  expect(cards().getByRole('button', { name: 'Total outstanding €2,134.50, show these documents' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('Total outstanding')).toBeVisible();
  await expectNoAxeViolations(container);
});

// The page keeps the status in the URL; here a state stands in for it.
function WithStatus({ onStatus }: { onStatus: (status: DocumentStatusFilter | undefined) => void }) {
  const [status, setStatus] = useState<DocumentStatusFilter>();
  return <DocumentTotals totals={totals} status={status} onStatus={(next) => { onStatus(next); setStatus(next); }} />;
}

it('sets the status filter of the card clicked (also by keyboard), pressed until it is clicked again', async () => {
  const onStatus = vi.fn();
  renderWithUi(<WithStatus onStatus={onStatus} />);
  const card = (name: RegExp) => screen.getByRole('button', { name });
  await userEvent.click(card(/^Total outstanding /));
  expect(onStatus).toHaveBeenLastCalledWith('outstanding');
  expect(card(/^Total outstanding /)).toHaveAttribute('aria-pressed', 'true');

  card(/^Overdue /).focus();
  await userEvent.keyboard('{Enter}');
  expect(onStatus).toHaveBeenLastCalledWith('overdue');
  expect(card(/^Overdue /)).toHaveAttribute('aria-pressed', 'true');
  expect(card(/^Total outstanding /)).toHaveAttribute('aria-pressed', 'false');

  await userEvent.keyboard(' ');
  expect(onStatus).toHaveBeenLastCalledWith(undefined);
  expect(card(/^Overdue /)).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(card(/^Open /));
  expect(onStatus).toHaveBeenLastCalledWith('open');
});

it('shows no card at all when the amounts are hidden (no prices)', () => {
  const hidden = { ...totals, openAmount: null, overdueAmount: null, outstandingAmount: null };
  renderWithUi(<DocumentTotals totals={hidden} status={undefined} onStatus={vi.fn()} />);
  expect(screen.queryByRole('group', { name: 'Totals for this filter' })).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});
