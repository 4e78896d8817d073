import { contractDetail, testSession } from '@portal/order-data-access/testing';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ContractDetailPage } from './ContractDetailPage';

const server = setupServer(http.get(`${testConfig.apiUrlOverview}/contracts/11`, () => HttpResponse.json(contractDetail)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const render = (session = testSession) =>
  renderWithUi(withApp(<ContractDetailPage session={session} contractId={11} today="2026-11-21" />).element);

it('shows the lines with rates, the timeline as text, and requests for open lines', async () => {
  const { container } = render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Contract C-0000011' })).toBeInTheDocument();
  expect(screen.getAllByText('Mini excavator 1.5 t · FL-100001').length).toBeGreaterThan(0);
  expect(screen.getByText(/€450\.00/)).toBeInTheDocument();
  // The PO passed on from its order (issue 35).
  expect(screen.getByText('PO reference').nextElementSibling).toHaveTextContent('PO-4711');
  expect(screen.getByText(/\(off-hired\)/)).toBeInTheDocument();
  // Only the open line can be stopped or extended.
  expect(screen.getByRole('link', { name: 'Stop rental: FL-100001' })).toHaveAttribute('href', '/request/requests/add?type=off_hire&line=101');
  expect(screen.getByRole('link', { name: 'Extend rental: FL-100001' })).toHaveAttribute('href', '/request/requests/add?type=extension&line=101');
  expect(screen.queryByRole('link', { name: 'Stop rental: FL-100002' })).toBeNull();
  // Issue 35: the contract's totals, and each line's cost to date and next invoice.
  expect(screen.getByText('€7,854.29')).toBeInTheDocument();
  expect(screen.getByText('€1,960.00')).toBeInTheDocument();
  expect(screen.getAllByText('Cost to date').length).toBeGreaterThan(1);
  const excavator = screen.getByText('FL-100001').closest<HTMLElement>('article, tr')!;
  for (const text of ['€3,214.29', '€1,800.00', 'Nov 26, 2026']) expect(within(excavator).getByText(text)).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('shows no amount and no rate column without VIEW_PRICES, and no requests without the request module', async () => {
  render({ ...testSession, rights: ['VIEW_DOCUMENTS'], modules: ['order'] });
  await screen.findByRole('heading', { level: 1, name: 'Contract C-0000011' });
  expect(screen.queryByText(/€/)).toBeNull();
  expect(screen.queryByText('Rate')).toBeNull();
  // The next invoice's date stays; no cost to date.
  expect(screen.queryByText('Cost to date')).toBeNull();
  expect(screen.getAllByText('Next invoice').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Nov 26, 2026').length).toBeGreaterThan(0);
  expect(screen.queryByRole('link', { name: /Stop rental/ })).toBeNull();
});

it('offers no Stop rental or Extend rental to a user of the request module without MANAGE_REQUESTS (issue 32: they led to the no-rights page)', async () => {
  render({ ...testSession, rights: ['VIEW_PRICES', 'VIEW_DOCUMENTS'] });
  await screen.findByRole('heading', { level: 1, name: 'Contract C-0000011' });
  expect(screen.queryByRole('link', { name: /Stop rental|Extend rental/ })).toBeNull();
});
