import { orderPage, projectOptions, testSession } from '@portal/order-data-access/testing';
import type { OrderSearch } from '@portal/order-util';
import type { ApiClient } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { OrdersPage } from './OrdersPage';

const hidden = { ...orderPage, items: orderPage.items.map((o) => ({ ...o, total: null })) };
let lastQuery: URLSearchParams | undefined;
const server = setupServer(
  http.get(`${testConfig.apiUrlOverview}/orders`, ({ request }) => {
    lastQuery = new URL(request.url).searchParams;
    return HttpResponse.json(request.headers.get('x-corporate-client') === 'hidden' ? hidden : orderPage);
  }),
  http.get(`${testConfig.apiUrlOverview}/projects`, () => HttpResponse.json({ items: projectOptions })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom cannot read a blob through MSW's XHR, so the file itself comes from a stub; the rest goes through MSW.
const real = axios.create();
const download = vi.fn(async (_url: string, _config: object) => ({ data: new Blob(['number\r\n']), headers: {} }));
const httpStub = { get: (url: string, config: object) => (/\/export\.(csv|xlsx)$/.test(url) ? download(url, config) : real.get(url, config)) };
const apiClient = { http: httpStub as unknown as ApiClient['http'], config: testConfig };

function renderPage(search: OrderSearch, session = testSession) {
  const onSearchChange = vi.fn();
  const app = withApp(<OrdersPage session={session} search={search} onSearchChange={onSearchChange} />, { apiClient });
  return { ...renderWithUi(app.element), onSearchChange };
}

it('lists the orders of the filter with status, total and who placed them, and a chip per filter', async () => {
  const restore = setViewportWidth(1280);
  try {
    const { container, onSearchChange } = renderPage({ status: 'awaiting_approval', projectId: 3, from: '2026-11-01' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'O-0000031' })).toHaveAttribute('href', '/order/orders/31');
    const row = screen.getByText('O-0000031').closest('tr')!;
    for (const text of ['Awaiting approval', 'Harbour bridge', 'PO-778', '€6,150.00', 'Ben Builder']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByText('O-0000032').closest('tr')!).getByText('Rejected')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery!)).toEqual({ status: 'awaiting_approval', projectId: '3', from: '2026-11-01', pageSize: '25' });
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/order/orders/add');

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Project: Harbour bridge' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'awaiting_approval', from: '2026-11-01' });
    expect(screen.getByRole('button', { name: 'Remove filter: Placed: from Nov 1, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
    await expectNoAxeViolations(container);
  } finally {
    restore();
  }
});

it('puts each filter in the URL beside the ones chosen before it and starts again at page one', async () => {
  const restore = setViewportWidth(1280);
  try {
    const { onSearchChange } = renderPage({ page: 3 });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Rejected');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'rejected' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Harbour bridge');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'rejected', projectId: 3 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number or PO reference' }), 'PO-778{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'rejected', projectId: 3, q: 'PO-778' });
  } finally {
    restore();
  }
});

it('shows no total anywhere and no New order without the rights, on a phone, axe clean', async () => {
  const { container } = renderPage({}, { ...testSession, client: { ...testSession.client, uuid: 'hidden', showPrices: false }, rights: ['VIEW_DOCUMENTS'] });
  expect(await screen.findByText('O-0000031')).toBeInTheDocument();
  expect(screen.queryByText(/€/)).toBeNull();
  expect(screen.queryByText('Total')).toBeNull();
  expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
  // Below 900 px the filters are behind a button and the rows are cards.
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  expect(container.querySelector('table')).toBeNull();
  await expectNoAxeViolations(container);
});

it('exports the filtered orders as CSV and as Excel, and says when nothing matches', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.use(http.get(`${testConfig.apiUrlOverview}/orders`, () => HttpResponse.json({ items: [], page: 1, pageSize: 25, total: 0 })));
  renderPage({ q: 'nothing', page: 2 });
  expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledOnce());
  // The filters of the list, not its page, for the session's client.
  expect(download).toHaveBeenCalledWith(`${testConfig.apiUrlOverview}/orders/export.csv`, expect.objectContaining({ params: { q: 'nothing' }, headers: { 'X-Corporate-Client': testSession.client.uuid } }));
  // The same list as Excel.
  await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
  expect(download).toHaveBeenLastCalledWith(`${testConfig.apiUrlOverview}/orders/export.xlsx`, expect.objectContaining({ params: { q: 'nothing' }, headers: { 'X-Corporate-Client': testSession.client.uuid } }));
  expect(screen.queryByText('The export failed. Try again.')).toBeNull();
});
