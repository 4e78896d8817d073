import { documentDetail } from '@portal/order-data-access/testing';
import { withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DocumentContent } from './DocumentContent';

const render = (showPrices: boolean, document = documentDetail) => renderWithUi(withApp(<DocumentContent document={document} showPrices={showPrices} />).element);

it('shows the lines, the VAT per rate, the totals, terms, reference and who issued it', async () => {
  const restore = setViewportWidth(1280);
  try {
    const { container } = render(true);
    const table = await screen.findByRole('table', { name: 'Lines of INV-00000021' });
    const rental = within(table).getByText('FL-100001').closest('tr')!;
    for (const text of ['Mini excavator 1.8 t', '2', '3 weeks', '€150.00', '€900.00', '21 %']) expect(within(rental).getByText(text)).toBeInTheDocument();
    expect(within(table).getByText('Transport').closest('tr')).toHaveTextContent('€120.25');
    const totals = screen.getByRole('table', { name: 'VAT and totals' });
    expect(within(totals).getByRole('rowheader', { name: 'VAT 21 % on €1,020.25' }).closest('tr')).toHaveTextContent('€214.25');
    expect(within(totals).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('€1,234.50');
    for (const text of ['30 days', '3000000000000021']) expect(screen.getByText(text)).toBeInTheDocument();
    // The PO the invoice quotes (issue 35).
    expect(screen.getByText('PO reference').nextElementSibling).toHaveTextContent('PO-4711');
    expect(screen.getByText(/Atlas Rental Nederland B\.V\./)).toHaveTextContent('IBAN: NL71INGB0009876543');
    await expectNoAxeViolations(container);
  } finally {
    restore();
  }
});

it('names the invoice a credit note corrects', async () => {
  render(true, { ...documentDetail, type: 'credit_note', number: 'CN-00000030', corrects: { id: 21, number: 'INV-00000021' } });
  expect((await screen.findByText('Corrects invoice')).parentElement).toHaveTextContent('INV-00000021');
});

it('shows no amount at all without prices, on a phone as cards', async () => {
  const hidden = {
    ...documentDetail, amount: null, netAmount: null, vatAmount: null, grossAmount: null, vatBreakdown: [],
    lines: documentDetail.lines.map((l) => ({ ...l, rate: null, netAmount: null })),
  };
  const { container } = render(false, hidden);
  expect(await screen.findByRole('article', { name: /Mini excavator/ })).toHaveTextContent('FL-100001');
  expect(container).not.toHaveTextContent('€');
  expect(screen.queryByText('Rate')).toBeNull();
  expect(screen.queryByRole('table', { name: 'VAT and totals' })).toBeNull();
  await expectNoAxeViolations(container);
});
