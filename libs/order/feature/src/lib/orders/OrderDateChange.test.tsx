import { orderDetail, testSession } from '@portal/order-data-access/testing';
import type { OrderDetail } from '@portal/shared-api-contract';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OrderDetailPage } from './OrderDetailPage';

const url = `${testConfig.apiUrlOverview}/orders/31`;
let current: OrderDetail = orderDetail;
const posted: unknown[] = [];
const server = setupServer(http.get(url, () => HttpResponse.json(current)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  current = orderDetail;
  posted.length = 0;
});
afterAll(() => server.close());

const render = (session = testSession) => renderWithUi(withApp(<OrderDetailPage session={session} orderId={31} />).element);
const typeDate = async (label: string, text: string) => {
  const field = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Tab}`);
};

it('changes the dates with the version seen; after a 409 the typed dates stay and it says so', async () => {
  let answer = 409;
  server.use(http.post(`${url}/dates`, async ({ request }) => {
    posted.push(await request.json());
    if (answer === 409) {
      current = { ...current, version: current.version + 1 };
      return HttpResponse.json({ status: 409, code: 'version_conflict' }, { status: 409 });
    }
    current = { ...current, startDate: '2026-12-02', endDate: '2026-12-20', version: current.version + 1 };
    return HttpResponse.json(current);
  }));
  const { container } = render();
  await userEvent.click(await screen.findByRole('button', { name: 'Change dates' }));
  expect(await screen.findByRole('dialog', { name: 'Change the dates of order O-0000031' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Start date/ })).toHaveValue('12/01/2026');
  await typeDate('Start date', '12/02/2026');
  await typeDate('Expected end date', '12/20/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save dates' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This order changed in the meantime. It has been reloaded; your dates are kept');
  expect(screen.getByRole('textbox', { name: /^Start date/ })).toHaveValue('12/02/2026');
  expect(screen.getByRole('textbox', { name: /^Expected end date/ })).toHaveValue('12/20/2026');
  await expectNoAxeViolations(container);

  answer = 200;
  await userEvent.click(screen.getByRole('button', { name: 'Save dates' }));
  expect(await screen.findByText('The dates have been changed.')).toBeInTheDocument();
  expect(posted).toEqual([
    { version: 1, startDate: '2026-12-02', expectedEndDate: '2026-12-20' },
    { version: 2, startDate: '2026-12-02', expectedEndDate: '2026-12-20' },
  ]);
});

it('refuses an end before the start without asking the server', async () => {
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Change dates' }));
  await typeDate('Expected end date', '11/30/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save dates' }));
  expect(await screen.findByText('The end date must be after the start date.')).toBeInTheDocument();
  expect(posted).toEqual([]);
});

it('after the cut-off says until when it was possible and offers a request instead', async () => {
  current = { ...orderDetail, dateChange: { allowed: false, cutoff: '2026-11-30T13:00:00.000Z', blockedBy: 'cutoff_passed' } };
  render({ ...testSession, modules: ['order', 'request'] });
  expect(await screen.findByText('The dates can no longer be changed here')).toBeInTheDocument();
  expect(screen.getByText(/could be changed here until Nov 30, 2026/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a date change' })).toHaveAttribute('href', '/request/requests/add?type=other');
  expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull();
});
