import { requestPage, testSession } from '@portal/request-data-access/testing';
import type { RequestSearch } from '@portal/request-util';
import type { ApiClient } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { RequestsPage } from './RequestsPage';

let lastQuery: URLSearchParams | undefined;
const server = setupServer(
  http.get(`${testConfig.apiUrlRequest}/requests`, ({ request }) => {
    lastQuery = new URL(request.url).searchParams;
    return HttpResponse.json(requestPage);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom cannot read a blob through MSW's XHR, so the file itself comes from a stub; the rest goes through MSW.
const real = axios.create();
const download = vi.fn(async (_url: string, _config: object) => ({ data: new Blob(['number\r\n']), headers: {} }));
const httpStub = { get: (url: string, config: object) => (url.endsWith('/export.csv') ? download(url, config) : real.get(url, config)) };
const apiClient = { http: httpStub as unknown as ApiClient['http'], config: testConfig };

function renderPage(search: RequestSearch, session = testSession) {
  const onSearchChange = vi.fn();
  const app = withApp(<RequestsPage session={session} search={search} onSearchChange={onSearchChange} />, { apiClient });
  return { ...renderWithUi(app.element), onSearchChange };
}

it('lists the requests of the filter with type, status, what they concern, who and the reference, and a chip per filter', async () => {
  const restore = setViewportWidth(1280);
  try {
    const { container, onSearchChange } = renderPage({ type: 'off_hire', status: 'submitted', from: '2026-11-01', q: 'FL-100001' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'R-0000041' })).toHaveAttribute('href', '/request/requests/41');
    const row = screen.getByText('R-0000041').closest('tr')!;
    for (const text of ['Stop rental (off-hire)', 'Submitted', 'C-0000011 FL-100001 +1', 'Nov 20, 2026', 'Anna Site', 'OH-0000041']) expect(within(row).getByText(text)).toBeInTheDocument();
    const rejected = screen.getByText('R-0000042').closest('tr')!;
    for (const text of ['Breakdown', 'Rejected', 'Telehandler TH-7']) expect(within(rejected).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByText('R-0000043').closest('tr')!).getByText('Question about an invoice')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery!)).toEqual({ type: 'off_hire', status: 'submitted', from: '2026-11-01', q: 'FL-100001', pageSize: '25' });
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/request/requests/add');

    for (const chip of ['Type: Stop rental (off-hire)', 'Status: Submitted', 'Created: from Nov 1, 2026', 'Search: FL-100001'])
      expect(screen.getByRole('button', { name: `Remove filter: ${chip}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Type: Stop rental (off-hire)' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'submitted', from: '2026-11-01', q: 'FL-100001' });
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
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), 'Damage');
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 'damage' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 'damage', status: 'in_progress' });
    await userEvent.type(screen.getByLabelText('From'), '11/01/2026{Tab}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 'damage', status: 'in_progress', from: '2026-11-01' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'OH-0000041{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 'damage', status: 'in_progress', from: '2026-11-01', q: 'OH-0000041' });
  } finally {
    restore();
  }
});

it('shows no New request without MANAGE_REQUESTS, and cards behind a Filters button on a phone, axe clean', async () => {
  const { container } = renderPage({}, { ...testSession, rights: ['VIEW_DOCUMENTS'] });
  expect(await screen.findByText('R-0000041')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New request' })).toBeNull();
  // Below 900 px the filters are behind a button and the rows are cards.
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  expect(container.querySelector('table')).toBeNull();
  await expectNoAxeViolations(container);
});

it('exports the filtered requests as CSV, and says when nothing matches', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:requests');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.use(http.get(`${testConfig.apiUrlRequest}/requests`, () => HttpResponse.json({ items: [], page: 1, pageSize: 25, total: 0 })));
  renderPage({ status: 'rejected', q: 'nothing', page: 2 });
  expect(await screen.findByText('No requests match these filters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledOnce());
  // The filters of the list, not its page, for the session's client.
  expect(download).toHaveBeenCalledWith(`${testConfig.apiUrlRequest}/requests/export.csv`,
    expect.objectContaining({ params: { status: 'rejected', q: 'nothing' }, headers: { 'X-Corporate-Client': testSession.client.uuid } }));
  expect(screen.queryByText('The export failed. Try again.')).toBeNull();
});

it('says so when the export fails, and keeps the list', async () => {
  download.mockRejectedValueOnce(new Error('offline'));
  renderPage({});
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Try again.');
  expect(screen.getByText('R-0000041')).toBeInTheDocument();
});
