import { documentDetail, documentPage, projectOptions, testSession } from '@portal/order-data-access/testing';
import type { ApiClient } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DocumentsPage } from './DocumentsPage';

const hidden = { ...documentPage, items: documentPage.items.map((d) => ({ ...d, amount: null })), totals: { ...documentPage.totals, openAmount: null, overdueAmount: null, outstandingAmount: null } };
const server = setupServer(
  http.get(`${testConfig.apiUrlOverview}/documents`, ({ request }) =>
    HttpResponse.json(request.headers.get('x-corporate-client') === 'hidden' ? hidden : documentPage)),
  http.get(`${testConfig.apiUrlOverview}/projects`, () => HttpResponse.json({ items: projectOptions })),
  http.get(`${testConfig.apiUrlOverview}/documents/21`, () => HttpResponse.json(documentDetail)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const render = (session = testSession, onSearchChange = vi.fn()) => renderWithUi(withApp(<DocumentsPage session={session} search={{ type: 'invoice' }} onSearchChange={onSearchChange} />).element);

it('lists documents with amounts and the open and overdue totals, and selects rows for one ZIP', async () => {
  const { container } = render();
  expect(await screen.findByText('INV-00000021')).toBeInTheDocument();
  expect(screen.getByText('Overdue (1)')).toBeInTheDocument();
  expect(screen.getAllByText('€1,234.50').length).toBeGreaterThan(1);
  expect(screen.getByRole('button', { name: 'Download PDF: INV-00000021' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Question about this invoice: INV-00000021' })).toHaveAttribute('href', '/request/requests/add?type=invoice_query&document=21');
  expect(screen.queryByRole('link', { name: /Question about this invoice: DN/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove filter: Type: Invoice' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select document INV-00000021' }));
  expect(screen.getByRole('button', { name: /Download selected/ })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('offers the e-invoice (UBL) of an invoice, not of a delivery note, and of the selected documents as one ZIP (issue 33)', async () => {
  // jsdom cannot read a blob through MSW's XHR, so the files come from a stub; the rest goes through MSW.
  const real = axios.create();
  const file = vi.fn(async (_url: string, _config: object) => ({ data: new Blob(['<Invoice/>']), headers: {} }));
  const httpStub = { get: (url: string, config: object) => (/\/(ubl|einvoices\.zip)$/.test(url) ? file(url, config) : real.get(url, config)) };
  const apiClient = { http: httpStub as unknown as ApiClient['http'], config: testConfig };
  URL.createObjectURL = vi.fn(() => 'blob:einvoice');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderWithUi(withApp(<DocumentsPage session={testSession} search={{ type: 'invoice' }} onSearchChange={vi.fn()} />, { apiClient }).element);
  await userEvent.click(await screen.findByRole('button', { name: 'Download e-invoice (UBL): INV-00000021' }));
  await waitFor(() => expect(click).toHaveBeenCalledOnce());
  expect(file).toHaveBeenLastCalledWith(`${testConfig.apiUrlOverview}/documents/21/ubl`, expect.anything());
  expect(screen.queryByRole('button', { name: 'Download e-invoice (UBL): DN-00000022' })).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select document INV-00000021' }));
  await userEvent.click(screen.getByRole('button', { name: 'Download e-invoices (UBL) (1)' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
  expect(file).toHaveBeenLastCalledWith(`${testConfig.apiUrlOverview}/documents/einvoices.zip`, expect.objectContaining({ params: { ids: '21' } }));
  click.mockRestore();
});

it('filters the list on what is outstanding when its card is clicked, keeping the other filters (issue 33)', async () => {
  const onSearchChange = vi.fn();
  render(testSession, onSearchChange);
  await userEvent.click(await screen.findByRole('button', { name: 'Total outstanding €2,134.50, show these documents' }));
  expect(onSearchChange).toHaveBeenCalledWith({ type: 'invoice', status: 'outstanding' });
});

it('shows no amount anywhere when prices are hidden: no Amount column and no total cards (issue 32)', async () => {
  render({ ...testSession, client: { ...testSession.client, uuid: 'hidden', showPrices: false } });
  expect(await screen.findByText('INV-00000021')).toBeInTheDocument();
  expect(screen.queryByText(/€/)).toBeNull();
  // jsdom is a phone: each document is a card listing its columns.
  expect(within(screen.getByRole('article', { name: /INV-00000021/ })).getByText('Status')).toBeInTheDocument();
  expect(screen.queryByText('Amount')).toBeNull();
  expect(screen.queryByRole('group', { name: 'Totals for this filter' })).toBeNull();
  expect(screen.queryByText('Overdue (1)')).toBeNull();
  expect(screen.queryByText('Total outstanding')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Download statement' })).toBeNull();
  // An e-invoice states amounts: none offered, for one document or a selection.
  expect(screen.queryByRole('button', { name: /e-invoice/ })).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select document INV-00000021' }));
  expect(screen.getByRole('button', { name: /Download selected/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /e-invoices/ })).toBeNull();
});

it('shows a delivery note without an amount or a paid/open status (issue 32)', async () => {
  render();
  const note = await screen.findByRole('article', { name: /DN-00000022/ });
  expect(within(note).getByText('Delivery note')).toBeInTheDocument();
  expect(note).not.toHaveTextContent(/Paid|Open|Overdue|€/);
  expect(within(screen.getByRole('article', { name: /INV-00000021/ })).getByText('Overdue')).toBeInTheDocument();
});

it('tells a user without VIEW_DOCUMENTS why there is nothing, without asking the API', async () => {
  render({ ...testSession, rights: ['PLACE_ORDERS'] });
  expect(await screen.findByText('You cannot view documents')).toBeInTheDocument();
});

it('offers no question about an invoice without MANAGE_REQUESTS (issue 32: it led to the no-rights page)', async () => {
  render({ ...testSession, rights: ['VIEW_PRICES', 'VIEW_DOCUMENTS'] });
  expect(await screen.findByText('INV-00000021')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download PDF: INV-00000021' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Question about this invoice/ })).toBeNull();
});

it("opens an invoice's details in a dialog: its lines and totals (issue 33); a delivery note has none", async () => {
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Details: INV-00000021' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-00000021' });
  expect(await within(dialog).findByRole('article', { name: /Mini excavator 1\.8 t/ })).toHaveTextContent('3 weeks');
  expect(within(dialog).getByText('3000000000000021')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Details: DN-00000022' })).toBeNull();
});

it("downloads the statement of account of the project chosen in the filter, as PDF or Excel (issue 33)", async () => {
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  // jsdom cannot read a blob through MSW's XHR, so the file itself comes from a stub; the rest goes through MSW.
  const real = axios.create();
  const download = vi.fn(async (_url: string, _config: object) => ({ data: new Blob(['%PDF']), headers: {} }));
  const get = (url: string, config: object) => (url.includes('/statement.') ? download(url, config) : real.get(url, config));
  const apiClient = { http: { get } as unknown as ApiClient['http'], config: testConfig };
  renderWithUi(withApp(<DocumentsPage session={testSession} search={{ projectId: 3 }} onSearchChange={vi.fn()} />, { apiClient }).element);
  await userEvent.click(await screen.findByRole('button', { name: 'Download statement' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Statement as PDF' }));
  await waitFor(() => expect(click).toHaveBeenCalledOnce());
  await userEvent.click(screen.getByRole('button', { name: 'Download statement' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Statement as Excel' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
  const statement = (format: string) => [`${testConfig.apiUrlOverview}/documents/statement.${format}`, expect.objectContaining({ params: { projectId: 3 } })];
  expect(download.mock.calls).toEqual([statement('pdf'), statement('xlsx')]);
  expect(screen.queryByText('The download failed. Try again.')).toBeNull();
  click.mockRestore();
});
