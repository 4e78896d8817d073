import { draftKey, readDraft } from '@portal/order-data-access';
import { testSession } from '@portal/order-data-access/testing';
import { testConfig } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { complete, handlers, renderFlow, seedDraft } from './test-utils';

const orders = `${testConfig.apiUrlOverview}/orders`;
const keys: (string | null)[] = [];
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  keys.length = 0;
});
afterAll(() => server.close());

const answer = (body: object, status: number) =>
  http.post(orders, async ({ request }) => {
    keys.push(request.headers.get('idempotency-key'));
    await new Promise((r) => setTimeout(r, 20));
    return HttpResponse.json(body, { status });
  });

it('shows the estimate per line and in total, and places the order once, however often it is pressed', async () => {
  server.use(answer({ id: 123, number: 'O-0000123', status: 'submitted' }, 201));
  seedDraft({ ...complete, step: 2 });
  const { container } = renderFlow();
  const lines = await screen.findByRole('list', { name: 'Lines' });
  expect(await within(lines).findByText('€475.00')).toBeInTheDocument();
  expect(screen.getByText('Estimated total')).toBeInTheDocument();
  expect(within(lines).getByText('Delivery to Harbour site')).toBeInTheDocument();
  await expectNoAxeViolations(container);

  const place = screen.getByRole('button', { name: 'Place order' });
  await userEvent.dblClick(place);
  expect(await screen.findByText('Order O-0000123 placed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View order O-0000123' })).toHaveAttribute('href', '/order/orders/123');
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(window.localStorage.getItem(draftKey(testSession))).toBeNull();
});

it('shows the project, PO reference, contact person, delivery address and comment before placing (issue 32)', async () => {
  seedDraft({ ...complete, step: 2, comment: 'Gate B,\nbefore 07:30.' });
  const { container } = renderFlow();
  const list = await screen.findByRole('region', { name: 'Order details' });
  const value = (term: string) => within(list).getByText(term).nextElementSibling;
  expect(value('Project')).toHaveTextContent('Harbour bridge (P-003)');
  expect(value('PO reference')).toHaveTextContent('PO-HB-77');
  expect(value('Contact person')).toHaveTextContent('Ben Bakker ben@northwind.test');
  expect(value('Delivery address')).toHaveTextContent('Harbour site Kade 1 1011 AA Amsterdam NL');
  expect(value('Comment')).toHaveTextContent('Gate B, before 07:30.');
  await expectNoAxeViolations(container);
});

it('says when the order will wait for approval, also without prices, and that it counts with the day\'s other orders for the project', async () => {
  const asked: unknown[] = [];
  server.use(http.post(`${testConfig.apiUrlOverview}/orders/quote`, async ({ request }) => (asked.push(await request.json()), HttpResponse.json({ currency: 'EUR', lines: [{ days: 8, cost: null }], total: null, needsApproval: true, countedWithOthers: true, overPoBudget: null }))));
  const session = { ...testSession, rights: testSession.rights.filter((r) => r !== 'VIEW_PRICES') };
  seedDraft({ ...complete, step: 2 }, session);
  renderFlow(session);
  expect(await screen.findByText('This order needs approval')).toBeInTheDocument();
  expect(screen.getByText('Counted with your other orders for this project today')).toBeInTheDocument();
  expect(asked[0]).toMatchObject({ projectId: complete.projectId });
  expect(screen.queryByText(/€/)).toBeNull();
});

it('shows the API\'s field errors on the right field, and keeps everything', async () => {
  server.use(answer({ type: 'about:blank', title: 'Bad Request', status: 400, code: 'validation_failed', errors: [{ field: 'lines.0.startDate', message: 'Start today or later' }, { field: 'addressId', message: 'Unknown address' }] }, 400));
  const before = seedDraft({ ...complete, step: 2, comment: 'Gate B' });
  renderFlow();
  await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Period and delivery' })).toBeInTheDocument();
  expect(screen.getByText('Some details were not accepted. Check the marked fields.')).toBeInTheDocument();
  expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('This was not accepted. Check it and try again.');
  expect(screen.getByRole('combobox', { name: /^Delivery address/ })).toHaveAccessibleDescription(/This choice cannot be used/);
  expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Gate B');
  // The API decided: the next attempt is a new request with a new key; nothing else changed.
  expect(readDraft(draftKey(testSession))).toMatchObject({ lines: before.lines, comment: 'Gate B', idempotencyKey: null });
});

it('keeps the key and everything typed when the answer is lost, so trying again cannot make two orders', async () => {
  server.use(http.post(orders, ({ request }) => (keys.push(request.headers.get('idempotency-key')), HttpResponse.error())));
  seedDraft({ ...complete, step: 2 });
  renderFlow();
  await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
  expect(await screen.findByText(/it will not be placed twice/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await screen.findByText(/it will not be placed twice/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(readDraft(draftKey(testSession))).toMatchObject({ idempotencyKey: keys[0], projectId: 3 });
});

it('says the order takes the project over its PO budget, by how much in the user locale, and asks with the PO (issue 35)', async () => {
  const asked: unknown[] = [];
  server.use(http.post(`${testConfig.apiUrlOverview}/orders/quote`, async ({ request }) => (asked.push(await request.json()), HttpResponse.json({
    currency: 'EUR', lines: [{ days: 8, cost: '475.00' }], total: '475.00', needsApproval: true, countedWithOthers: false,
    overPoBudget: { projectName: 'Harbour bridge', poReference: 'PO-HB-77', by: '1234.50' },
  }))));
  seedDraft({ ...complete, step: 2 });
  const { container } = renderFlow();
  expect(await screen.findByText('This takes project Harbour bridge over its PO budget by €1,234.50')).toBeInTheDocument();
  expect(screen.getByText('This order needs approval')).toBeInTheDocument();
  expect(asked[0]).toMatchObject({ projectId: complete.projectId, poReference: 'PO-HB-77' });
  expect((asked[0] as { lines: object[] }).lines[0]).not.toHaveProperty('poReference');
  await expectNoAxeViolations(container);
});

it('sends a line’s own PO with the line, and the order’s PO with the order (issue 35)', async () => {
  const bodies: unknown[] = [];
  server.use(http.post(orders, async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ id: 124, number: 'O-0000124', status: 'submitted' }, { status: 201 }))));
  const draft = seedDraft({ ...complete, step: 2 });
  seedDraft({ ...complete, step: 2, lines: draft.lines.map((l) => ({ ...l, poReference: ' PO-LINE-1 ' })) });
  renderFlow();
  await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('Order O-0000124 placed')).toBeInTheDocument();
  expect(bodies[0]).toMatchObject({ poReference: 'PO-HB-77', lines: [{ poReference: 'PO-LINE-1' }] });
});
