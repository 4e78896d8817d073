import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testSession } from '../fixtures';
import { fetchCategories } from './categories';
import { categories, orderFormOptions, orderQuote, productPage } from './fixtures';
import { fetchOrderFormOptions, orderRefusalOf } from './order-form-options';
import { placeOrder } from './place-order';
import { fetchProducts } from './products';
import { fetchQuote } from './quote';

const base = 'http://api.test/api/overview';
const seen: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());
const api = { http: axios.create(), config: { apiUrlOverview: base } } as never;
const line = { productId: 101, quantity: 1, startDate: '2026-11-23', expectedEndDate: '2026-11-30', deliveryMethod: 'delivery' as const };

describe('new order calls', () => {
  it('reads the categories and searches products on the server, for the session client', async () => {
    server.use(
      http.get(`${base}/catalogue/categories`, () => HttpResponse.json({ items: categories })),
      http.get(`${base}/catalogue/products`, ({ request }) => (seen.push(request), HttpResponse.json(productPage))),
    );
    expect(await fetchCategories(api, testSession)).toEqual(categories);
    expect(await fetchProducts(api, testSession, { categoryId: 1, q: ' mini ', page: 2 })).toEqual(productPage);
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({ categoryId: '1', q: 'mini', page: '2', pageSize: '12' });
    expect(seen[0]!.headers.get('x-corporate-client')).toBe(testSession.client.uuid);
  });

  it('reads the form options, and names the reason of a 403', async () => {
    server.use(http.get(`${base}/order-form/options`, () => HttpResponse.json(orderFormOptions)));
    expect(await fetchOrderFormOptions(api, testSession)).toEqual(orderFormOptions);
    for (const code of ['client_blocked', 'missing_right'] as const) {
      server.use(http.get(`${base}/order-form/options`, () => HttpResponse.json({ status: 403, code, title: 'Forbidden', type: 'about:blank' }, { status: 403 })));
      const error = await fetchOrderFormOptions(api, testSession).catch((e: unknown) => e);
      expect(orderRefusalOf(error)).toBe(code);
    }
    expect(orderRefusalOf(new Error('network'))).toBeNull();
  });

  it('asks the API for the estimate', async () => {
    server.use(http.post(`${base}/orders/quote`, async ({ request }) => (seen.push(request), HttpResponse.json(orderQuote))));
    expect(await fetchQuote(api, testSession, [line])).toEqual(orderQuote);
  });

  it('places an order with the Idempotency-Key it is given', async () => {
    let body: unknown;
    server.use(
      http.post(`${base}/orders`, async ({ request }) => {
        seen.push(request);
        body = await request.json();
        return HttpResponse.json({ id: 123, number: 'O-0000123', status: 'submitted' }, { status: 201 });
      }),
    );
    const input = { projectId: 3, contactPersonId: 9, addressId: 7, lines: [line] };
    const placed = await placeOrder(api, testSession, input, '0b7c9a52-3f0e-4c4e-9f57-2d1c5c0f9e11');
    expect(placed.number).toBe('O-0000123');
    expect(body).toEqual(input);
    expect(seen[0]!.headers.get('idempotency-key')).toBe('0b7c9a52-3f0e-4c4e-9f57-2d1c5c0f9e11');
    expect(seen[0]!.headers.get('x-corporate-client')).toBe(testSession.client.uuid);
  });
});
