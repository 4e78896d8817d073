import { orderDetail, testSession } from '@portal/order-data-access/testing';
import type { OrderDetail } from '@portal/shared-api-contract';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OrderDetailPage } from './OrderDetailPage';

const url = `${testConfig.apiUrlOverview}/orders/31`;
let current: OrderDetail = orderDetail;
const posted: { action: string; body: unknown }[] = [];
const server = setupServer(http.get(url, () => HttpResponse.json(current)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  current = orderDetail;
  posted.length = 0;
});
afterAll(() => server.close());

/** The API's answer to an action: records it and moves the order on (or answers with `status`). */
const onAction = (action: string, next: Partial<OrderDetail>, status = 200) =>
  http.post(`${url}/${action}`, async ({ request }) => {
    posted.push({ action, body: await request.json() });
    current = { ...current, ...next, version: current.version + 1 };
    return status === 200 ? HttpResponse.json({}) : HttpResponse.json({ status, code: 'version_conflict' }, { status });
  });

const render = (session = testSession) =>
  renderWithUi(withApp(<OrderDetailPage session={session} orderId={31} />).element);

const rejectedEvent = { kind: 'rejected' as const, at: '2026-11-21T08:00:00.000Z', byName: 'Anna Approver', reason: 'Over the site budget', dates: null, po: null };

it('shows the facts, the lines in the user language with delivery or pick-up, the history, and the actions', async () => {
  const { container } = render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Order O-0000031' })).toBeInTheDocument();
  expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
  for (const text of ['PO-778', 'Harbour bridge', /Kade 1/, /Carla Site/, 'Gate 4, ask for Carla.', /by Ben Builder/]) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  expect(screen.getAllByText('Mini excavator 1.5 t').length).toBeGreaterThan(0);
  expect(screen.getByText('Pick-up at Depot Rotterdam')).toBeInTheDocument();
  expect(screen.getByText('Delivery')).toBeInTheDocument();
  expect(screen.getByText('€6,150.00')).toBeInTheDocument();
  // The fact and the first line of the history.
  expect(screen.getAllByText('Placed')).toHaveLength(2);
  for (const name of ['Approve', 'Reject', 'Cancel order', 'Order again']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('shows a rejection with its reason, no actions the API does not allow, and no amounts without VIEW_PRICES', async () => {
  current = { ...orderDetail, status: 'rejected', events: [...orderDetail.events, rejectedEvent], can: { approve: false, cancel: false, editPo: false } };
  render({ ...testSession, rights: ['PLACE_ORDERS'] });
  // At the top, before the actions and the facts, not only under History (issue 32).
  const alert = await screen.findByText('This order was rejected');
  const top = alert.closest('.mantine-Alert-root') as HTMLElement;
  expect(top).toHaveTextContent('Reason: Over the site budget');
  expect(top.compareDocumentPosition(screen.getByRole('heading', { name: 'History' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(top.compareDocumentPosition(screen.getByText('Rental period')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getAllByText('Reason: Over the site budget')).toHaveLength(2);
  expect(screen.getAllByText(/by Anna Approver/).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  expect(screen.queryByText(/€/)).toBeNull();
});

/** Approve, then confirm in the dialog that names the order and its amount. */
const approveAndConfirm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve order O-0000031?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
};

it('asks before approving, naming the order and its amount in the user locale (issue 32)', async () => {
  server.use(onAction('approve', { status: 'submitted', can: { approve: false, cancel: true, editPo: true } }));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve order O-0000031?' });
  expect(dialog).toHaveTextContent('Approve order O-0000031 of €6,150.00? We then confirm it.');
  await expectNoAxeViolations(document.body);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(posted).toEqual([]);
  expect(screen.queryByText('Order approved.')).toBeNull();
});

it('asks before approving without an amount when prices are hidden', async () => {
  current = { ...orderDetail, total: null };
  render({ ...testSession, rights: ['PLACE_ORDERS', 'APPROVE_ORDERS'] });
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('dialog', { name: 'Approve order O-0000031?' })).toHaveTextContent('Approve order O-0000031? We then confirm it.');
});

it('approves with the version seen, and shows the new status', async () => {
  server.use(onAction('approve', { status: 'submitted', can: { approve: false, cancel: true, editPo: true } }));
  render();
  await approveAndConfirm();
  expect(await screen.findByText('Order approved.')).toBeInTheDocument();
  expect(posted).toEqual([{ action: 'approve', body: { version: 1 } }]);
  expect(screen.getByText('Submitted')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
});

it('asks for a reason of 3 to 1000 characters, and keeps it when sending fails', async () => {
  server.use(http.post(`${url}/reject`, () => HttpResponse.json({ status: 500, code: 'internal' }, { status: 500 })));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject order O-0000031' });
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  await userEvent.type(reason, 'no');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByText('Say why, in at least 3 characters.')).toBeInTheDocument();
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(document.body);

  fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
  expect(within(dialog).getByText('Use at most 1000 characters.')).toBeInTheDocument();
  fireEvent.change(reason, { target: { value: 'no' } });
  await userEvent.type(reason, 't in budget');
  expect(within(dialog).queryByText('Say why, in at least 3 characters.')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
  expect(reason).toHaveValue('not in budget');
});

it('rejects with the reason and the version', async () => {
  server.use(onAction('reject', { status: 'rejected', events: [...orderDetail.events, rejectedEvent], can: { approve: false, cancel: false, editPo: false } }));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject order O-0000031' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Over the site budget ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Order rejected.')).toBeInTheDocument();
  expect(posted).toEqual([{ action: 'reject', body: { version: 1, reason: 'Over the site budget' } }]);
  expect(screen.getByText('This order was rejected')).toBeInTheDocument();
  expect(screen.getAllByText('Reason: Over the site budget')).toHaveLength(2);
});

it('cancels only after confirming', async () => {
  server.use(onAction('cancel', { status: 'cancelled', can: { approve: false, cancel: false, editPo: false } }));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel order O-0000031?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
  expect(posted).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByText('Order cancelled.')).toBeInTheDocument();
  expect(posted).toEqual([{ action: 'cancel', body: { version: 1 } }]);
  expect(screen.getByText('Cancelled')).toBeInTheDocument();
});

it('says the order changed in the meantime on a 409, and shows it as it is now', async () => {
  // Someone else approved it first: the API moved it on and refuses the stale version.
  server.use(onAction('approve', { status: 'confirmed', can: { approve: false, cancel: false, editPo: false } }, 409));
  render();
  await approveAndConfirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('This order changed in the meantime.');
  expect(screen.getByText('Confirmed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
});

it('says to the person who placed it that nobody else can approve it yet, and offers them no Approve (issue 31)', async () => {
  current = { ...orderDetail, can: { approve: false, cancel: true, editPo: true }, noOtherApprover: true };
  const { container } = render();
  expect(await screen.findByText('Nobody else can approve this order yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

// Issue 35: moving an upcoming order's dates.
const typeDate = async (label: string, text: string) => {
  const field = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Tab}`);
};

it('changes the dates with the version seen; after a 409 the typed dates stay and it says so', async () => {
  let answer = 409;
  server.use(http.post(`${url}/dates`, async ({ request }) => {
    posted.push({ action: 'dates', body: await request.json() });
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
  expect(posted.map((p) => p.body)).toEqual([
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
  const link = new URL(screen.getByRole('link', { name: 'Request a date change' }).getAttribute('href')!, 'http://portal');
  expect([link.pathname, link.searchParams.get('type'), link.searchParams.get('subject')]).toEqual(['/request/requests/add', 'other', `Change the dates of order ${orderDetail.number}`]);
  expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull();
});

// Issue 35: the PO reference after placing.
it('edits the PO reference with the version seen; after a 409 the typed reference stays; the history shows old → new', async () => {
  let answer = 409;
  server.use(http.post(`${url}/po`, async ({ request }) => {
    posted.push({ action: 'po', body: await request.json() });
    current = { ...current, version: current.version + 1 };
    if (answer === 409) return HttpResponse.json({ status: 409, code: 'version_conflict' }, { status: 409 });
    current = { ...current, poReference: 'PO-900', events: [...current.events, { kind: 'po_changed', at: '2026-11-22T10:00:00.000Z', byName: 'Ben Builder', reason: null, dates: null, po: { from: 'PO-778', to: 'PO-900' } }] };
    return HttpResponse.json(current);
  }));
  const { container } = render();
  // A line with its own PO shows it; the other falls back to the order's.
  expect(await screen.findAllByText('PO-778-GEN')).not.toHaveLength(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit PO reference' }));
  const dialog = await screen.findByRole('dialog', { name: 'PO reference of order O-0000031' });
  const field = within(dialog).getByRole('textbox', { name: /PO reference/ });
  expect(field).toHaveValue('PO-778');
  await userEvent.clear(field);
  await userEvent.type(field, 'PO-900');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save PO reference' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('your PO reference is kept');
  expect(field).toHaveValue('PO-900');
  await expectNoAxeViolations(container);
  answer = 200;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save PO reference' }));
  expect(await screen.findByText('The PO reference has been changed.')).toBeInTheDocument();
  expect(posted).toEqual([{ action: 'po', body: { version: 1, poReference: 'PO-900' } }, { action: 'po', body: { version: 2, poReference: 'PO-900' } }]);
  expect(screen.getByText('PO reference changed')).toBeInTheDocument();
  expect(screen.getByText('PO-778 → PO-900')).toBeInTheDocument();
});

it('offers no PO edit to whoever may not change it', async () => {
  current = { ...orderDetail, status: 'cancelled', can: { approve: false, cancel: false, editPo: false } };
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Order O-0000031' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit PO reference' })).toBeNull();
});
