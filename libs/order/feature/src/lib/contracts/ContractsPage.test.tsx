import { contractPage, projectOptions, testSession } from '@portal/order-data-access/testing';
import type { ContractSearch } from '@portal/order-util';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ContractsPage } from './ContractsPage';

let lastQuery: URLSearchParams | undefined;
const server = setupServer(
  http.get(`${testConfig.apiUrlOverview}/contracts`, ({ request }) => {
    lastQuery = new URL(request.url).searchParams;
    return HttpResponse.json(contractPage);
  }),
  http.get(`${testConfig.apiUrlOverview}/projects`, () => HttpResponse.json({ items: projectOptions })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(search: ContractSearch) {
  const onSearchChange = vi.fn();
  const app = withApp(<ContractsPage session={testSession} search={search} onSearchChange={onSearchChange} />);
  return { ...renderWithUi(app.element), onSearchChange };
}

it('lists the contracts of the filter, the closed one archived, with a chip per filter', async () => {
  const { container, onSearchChange } = renderPage({ status: 'open', projectId: 3, archived: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'C-0000011' })).toHaveAttribute('href', '/order/contracts/11');
  const closed = screen.getByText('C-0000012').closest('article, tr')!;
  expect(within(closed as HTMLElement).getByText('Archived')).toBeInTheDocument();
  expect(lastQuery?.get('status')).toBe('open');
  expect(lastQuery?.get('archived')).toBe('true');

  await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Project: Harbour bridge' }));
  expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'open', archived: true });
  await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(onSearchChange).toHaveBeenLastCalledWith({});
  await expectNoAxeViolations(container);
});

it('offers the CSV export and says when nothing matches', async () => {
  server.use(http.get(`${testConfig.apiUrlOverview}/contracts`, () => HttpResponse.json({ items: [], page: 1, pageSize: 25, total: 0, currency: 'EUR' })));
  renderPage({ q: 'nothing' });
  expect(await screen.findByText('No contracts match these filters')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
});

it('says so when the page is past the end, and goes back to the first', async () => {
  server.use(http.get(`${testConfig.apiUrlOverview}/contracts`, () => HttpResponse.json({ items: [], page: 40, pageSize: 25, total: 30, currency: 'EUR' })));
  const { onSearchChange } = renderPage({ page: 40, status: 'open' });
  expect(await screen.findByText('There is nothing on this page')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
  expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'open', page: undefined });
});

it('shows each contract\'s cost to date and next invoice, and sorts by cost to date on the server', async () => {
  const { onSearchChange } = renderPage({ sort: 'costToDate' });
  expect(await screen.findByText('€7,854.29')).toBeInTheDocument();
  expect(lastQuery?.get('sort')).toBe('costToDate');
  expect(screen.getByText('€1,960.00')).toBeInTheDocument();
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sort).toHaveValue('costToDate');
  await userEvent.selectOptions(sort, 'Newest first');
  expect(onSearchChange).toHaveBeenLastCalledWith({});
});

it('offers no sort by cost and shows no amount without VIEW_PRICES', async () => {
  const app = withApp(<ContractsPage session={{ ...testSession, rights: ['VIEW_DOCUMENTS'] }} search={{}} onSearchChange={vi.fn()} />);
  renderWithUi(app.element);
  expect(await screen.findAllByText('Nov 26, 2026')).not.toHaveLength(0);
  expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  expect(screen.queryByText(/€/)).toBeNull();
});
