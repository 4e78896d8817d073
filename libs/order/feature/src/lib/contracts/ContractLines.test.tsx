import { contractDetail } from '@portal/order-data-access/testing';
import type { ContractDetail } from '@portal/shared-api-contract';
import { withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ContractLines } from './ContractLines';

const [excavators, generator] = contractDetail.lines as [ContractDetail['lines'][number], ContractDetail['lines'][number]];
// Two of five excavators stopped from 25 Nov; the whole (open) generator line stopped too.
const contract: ContractDetail = {
  ...contractDetail,
  lines: [
    { ...excavators, quantity: 5, onRentQuantity: 3, offHire: { date: '2026-11-25', quantity: 2, reference: 'OH-0000041' } },
    { ...generator, actualOffHireDate: null, onRentQuantity: 0, offHire: { date: '2026-11-26', quantity: 2, reference: 'OH-0000041' } },
  ],
};

const render = () => renderWithUi(withApp(<ContractLines contract={contract} showPrices canRequest />).element);

it('says an off-hire was requested, from when, and how many are left on rent; Stop rental only while some are', async () => {
  const restore = setViewportWidth(1280);
  try {
    const { container } = render();
    const first = (await screen.findByText('FL-100001')).closest('tr')!;
    for (const text of ['Off-hire requested', 'Nov 25, 2026', 'Left on rent: 3']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Stop rental: FL-100001' })).toHaveAttribute('href', '/request/requests/add?type=off_hire&line=101');

    const second = screen.getByText('FL-100002').closest('tr')!;
    for (const text of ['Off-hire requested', 'Nov 26, 2026', 'Left on rent: 0']) expect(within(second).getByText(text)).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /Stop rental/ })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Extend rental: FL-100002' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  } finally {
    restore();
  }
});

it('shows the same on a phone, as cards', async () => {
  const { container } = render();
  expect(await screen.findAllByText('Off-hire requested')).toHaveLength(2);
  expect(screen.getByText('Left on rent: 3')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /Stop rental/ })).toHaveLength(1);
  expect(container.querySelector('table')).toBeNull();
  await expectNoAxeViolations(container);
});
