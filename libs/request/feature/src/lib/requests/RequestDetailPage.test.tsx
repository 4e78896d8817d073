import { damageRequest, offHireRequest, requestPage, testSession } from '@portal/request-data-access/testing';
import type { RequestDetail } from '@portal/shared-api-contract';
import type { ApiClient } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { RequestDetailPage } from './RequestDetailPage';

const base = `${testConfig.apiUrlRequest}/requests`;
let current: RequestDetail = offHireRequest;
const server = setupServer(http.get(`${base}/:id`, () => HttpResponse.json(current)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let restoreViewport = () => undefined as void;
afterEach(() => {
  restoreViewport();
  server.resetHandlers();
  current = offHireRequest;
});
afterAll(() => server.close());

// jsdom cannot read a blob through MSW's XHR, so the photos come from a stub; the rest goes through MSW.
const real = axios.create();
const photo = vi.fn(async (_url: string, _config: object) => ({ data: new Blob(['jpeg']), headers: {} }));
const httpStub = { get: (url: string, config: object) => (url.includes('/photos/') ? photo(url, config) : real.get(url, config)) };
const apiClient = { http: httpStub as unknown as ApiClient['http'], config: testConfig };

const render = (session = testSession) =>
  renderWithUi(withApp(<RequestDetailPage session={session} requestId={current.id} today="2026-11-22" />, { apiClient }).element);

it('shows what an off-hire says: the reference large and copyable, the lines with their contracts, the date, the notes and the history', async () => {
  restoreViewport = setViewportWidth(1280);
  const user = userEvent.setup();
  const { container } = render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Request R-0000041' })).toBeInTheDocument();
  expect(screen.getAllByText('Submitted').length).toBeGreaterThan(0);
  expect(screen.getByText('Stop rental (off-hire)')).toBeInTheDocument();
  expect(screen.getByText('OH-0000041')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy reference' }));
  expect(await navigator.clipboard.readText()).toBe('OH-0000041');
  expect(screen.getByRole('status')).toHaveTextContent('Reference OH-0000041 copied');
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

  const lines = screen.getByRole('table', { name: 'Lines of request R-0000041' });
  expect(within(lines).getAllByRole('link', { name: 'C-0000011' })[0]).toHaveAttribute('href', '/order/contracts/11');
  for (const text of ['FL-100001', 'Mini excavator 1.5 t', 'FL-100002', 'Generator 20 kVA', '2']) expect(within(lines).getByText(text)).toBeInTheDocument();
  expect(screen.getByText('Nov 25, 2026')).toBeInTheDocument();
  expect(screen.getByText('Collect at gate 4, ask for Carla.')).toBeInTheDocument();
  // The pick-up window in the opCo's own time, whom the driver asks and how to get in.
  expect(screen.getByText('Pick-up window').nextElementSibling).toHaveTextContent(/^Nov 25, 2026, 7:30\sAM\s–\s12:00\sPM$/);
  expect(screen.getByRole('link', { name: '+31612345678' })).toHaveAttribute('href', 'tel:+31612345678');
  expect(screen.getByText('On-site contact').nextElementSibling).toHaveTextContent('Carla Smit +31612345678');
  expect(screen.getByText('Access notes').nextElementSibling).toHaveTextContent('Gate 4, code 4711');
  expect(screen.getByText(/by Anna Site/, { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('shows product names in the user language, and contract numbers without links for a client without the order module', async () => {
  renderWithUi(withApp(<RequestDetailPage session={{ ...testSession, modules: ['request'] }} requestId={41} today="2026-11-22" />, { apiClient }).element, { locale: 'de' });
  expect(await screen.findByText('Mini excavator 1.5 t (de)')).toBeInTheDocument();
  expect(screen.getAllByText('C-0000011').length).toBeGreaterThan(0);
  expect(screen.queryByRole('link', { name: 'C-0000011' })).toBeNull();
});

it('shows the photos as thumbnails with alt text, the status history with the note, and no Edit once it is being handled', async () => {
  current = damageRequest;
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  const { container } = render();
  expect(await screen.findByRole('img', { name: 'Photo 1 of 2 of request R-0000044' })).toHaveAttribute('src', 'blob:photo');
  // Each photo is fetched on its own: the second may arrive after the first.
  expect(await screen.findByRole('img', { name: 'Photo 2 of 2 of request R-0000044' })).toHaveAttribute('src', 'blob:photo');
  expect(photo).toHaveBeenCalledWith(`${base}/44/photos/7`, expect.objectContaining({ responseType: 'blob', headers: { 'X-Corporate-Client': testSession.client.uuid } }));
  expect(screen.getByText('What happened')).toBeInTheDocument();
  expect(screen.getByText('A mechanic comes on Monday.')).toBeInTheDocument();
  expect(screen.getAllByText('In progress').length).toBe(2);
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  await expectNoAxeViolations(container);
});

it('links the document of an invoice question to the documents list searched by its number', async () => {
  current = { ...offHireRequest, ...requestPage.items[2]!, lines: [], offHireDate: null, description: 'Why two weeks?', document: { id: 21, number: 'INV-00000021' } };
  render();
  expect(await screen.findByRole('link', { name: 'INV-00000021' })).toHaveAttribute('href', '/order/documents?q=INV-00000021');
  expect(screen.getByText('Question')).toBeInTheDocument();
});

it('says that an extension went over a PO budget when it was sent, without the amount when prices are hidden', async () => {
  const extension = { ...offHireRequest, type: 'extension' as const, offHireDate: null, pickup: null, description: null, newEndDate: '2026-12-20' };
  current = { ...extension, overPoBudget: { projectName: 'Harbour bridge', poReference: 'PO-HB-77', by: null, currency: 'EUR' } };
  render();
  expect(await screen.findByText('This takes project Harbour bridge over its PO budget.')).toBeInTheDocument();
  expect(screen.getByText('PO budget')).toBeInTheDocument();
});
