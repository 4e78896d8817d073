import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderDetail, orderPage, orderSettings, testSession } from './fixtures';
import { approveOrder } from './orders/order-approve';
import { cancelOrder } from './orders/order-cancel';
import { isOrderChanged } from './orders/order-action';
import { fetchOrder, orderDetailQuery } from './orders/order-detail';
import { fetchOrders, orderListQuery } from './orders/order-list';
import { rejectOrder } from './orders/order-reject';
import { fetchOrderSettings, orderSettingsQuery } from './orders/order-settings';
import { saveOrderSettings } from './orders/order-settings-save';

const base = 'http://api.test/api/overview';
const seen: { method: string; url: URL; client: string | null; body: unknown }[] = [];
const record = async (request: Request) =>
  seen.push({ method: request.method, url: new URL(request.url), client: request.headers.get('x-corporate-client'), body: request.method === 'GET' ? undefined : await request.json() });
const answer = (method: 'get' | 'post' | 'put', path: string, body: unknown, status = 200) =>
  http[method](`${base}${path}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(body as object, { status });
  });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const api = { http: axios.create(), config: { apiUrlOverview: base } } as never;
const uuid = testSession.client.uuid;

describe('orders', () => {
  it('asks for the filtered page for the session client, and keys the query by the same uuid', async () => {
    server.use(answer('get', '/orders', orderPage));
    const search = { page: 2, status: 'awaiting_approval' as const, projectId: 3, from: '2026-11-01', to: '2026-11-30', q: 'PO-778' };
    expect(await fetchOrders(api, testSession, search)).toEqual(orderPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', status: 'awaiting_approval', projectId: '3', from: '2026-11-01', to: '2026-11-30', q: 'PO-778', pageSize: '25' });
    expect(seen[0]!.client).toBe(uuid);
    expect(orderListQuery(api, testSession, search).queryKey).toEqual(['order', uuid, 'orders', search]);
  });

  it('fails loudly when the answer does not match the contract', async () => {
    server.use(answer('get', '/orders', { ...orderPage, items: [{ ...orderPage.items[0], status: 'draft' }] }));
    await expect(fetchOrders(api, testSession, {})).rejects.toThrow();
  });

  it('reads one order, and passes a 404 on as an HTTP error', async () => {
    server.use(answer('get', '/orders/31', orderDetail), answer('get', '/orders/99', { status: 404, code: 'not_found' }, 404));
    expect((await fetchOrder(api, testSession, 31)).lines).toHaveLength(2);
    expect(orderDetailQuery(api, testSession, 31).queryKey).toEqual(['order', uuid, 'order', 31]);
    await expect(fetchOrder(api, testSession, 99)).rejects.toMatchObject({ response: { status: 404 } });
  });
});

describe('approve, reject and cancel', () => {
  it('send the version the user saw (and the reason) for the session client', async () => {
    server.use(answer('post', '/orders/31/approve', {}), answer('post', '/orders/31/reject', {}), answer('post', '/orders/31/cancel', {}));
    await approveOrder(api, testSession, 31, 1);
    await rejectOrder(api, testSession, 31, { version: 2, reason: 'Too expensive' });
    await cancelOrder(api, testSession, 31, 3);
    expect(seen.map((s) => [s.url.pathname, s.body, s.client])).toEqual([
      ['/api/overview/orders/31/approve', { version: 1 }, uuid],
      ['/api/overview/orders/31/reject', { version: 2, reason: 'Too expensive' }, uuid],
      ['/api/overview/orders/31/cancel', { version: 3 }, uuid],
    ]);
  });

  it('tell a changed order (409) from other failures', async () => {
    server.use(
      answer('post', '/orders/31/approve', { status: 409, code: 'version_conflict' }, 409),
      answer('post', '/orders/31/cancel', { status: 409, code: 'invalid_status' }, 409),
      answer('post', '/orders/32/approve', { status: 403, code: 'missing_right' }, 403),
    );
    expect(isOrderChanged(await approveOrder(api, testSession, 31, 1).catch((e: unknown) => e))).toBe(true);
    expect(isOrderChanged(await cancelOrder(api, testSession, 31, 1).catch((e: unknown) => e))).toBe(true);
    expect(isOrderChanged(await approveOrder(api, testSession, 32, 1).catch((e: unknown) => e))).toBe(false);
    expect(isOrderChanged(new Error('offline'))).toBe(false);
  });
});

describe('approval settings', () => {
  it('reads them and saves with the version', async () => {
    server.use(answer('get', '/order-settings', orderSettings), answer('put', '/order-settings', orderSettings));
    expect(await fetchOrderSettings(api, testSession)).toEqual(orderSettings);
    expect(orderSettingsQuery(api, testSession).queryKey).toEqual(['order', uuid, 'order-settings']);
    await saveOrderSettings(api, testSession, { approvalThreshold: 7500, approverRoleIds: [1, 2], version: 3 });
    expect(seen[1]).toMatchObject({ method: 'PUT', client: uuid, body: { approvalThreshold: 7500, approverRoleIds: [1, 2], version: 3 } });
  });
});
