// Helpers of the order tests: a valid order built from the form's own options, and calls.
import { randomUUID } from 'node:crypto';
import { orderFormOptionsSchema, type OrderFormOptions, type OrderInput } from '@portal/shared-api-contract';
import type { Harness } from '../../testing/harness';
import { todayIn } from './pricing';

export const BASE = '/api/overview';

/** A calendar day `days` after today in the Netherlands (Northwind's opCo). */
export function dayFromToday(days: number): string {
  const today = todayIn('nl');
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function formOptions(h: Harness, email = 'anna@northwind.test', client = 'northwind-bouw'): Promise<OrderFormOptions> {
  const res = await h.app.inject({ url: `${BASE}/order-form/options`, headers: await h.as(email, client) });
  if (res.statusCode !== 200) throw new Error(`options: ${res.statusCode} ${res.body}`);
  return orderFormOptionsSchema.parse(res.json());
}

/** One delivered line of product 1 for a week from tomorrow, quantity 1: far below any threshold. */
export function smallOrder(options: OrderFormOptions, overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    projectId: options.projects[0]!.id,
    addressId: options.addresses[0]!.id,
    contactPersonId: options.contactPersons[0]!.id,
    poReference: 'PO-TEST',
    lines: [{ productId: 1, quantity: 1, startDate: dayFromToday(1), expectedEndDate: dayFromToday(8), deliveryMethod: 'delivery' }],
    ...overrides,
  };
}

/** Far above Northwind Bouw's 5,000: 40 units for twelve weeks. */
export const bigOrder = (options: OrderFormOptions) =>
  smallOrder(options, { lines: [{ productId: 2, quantity: 40, startDate: dayFromToday(2), expectedEndDate: dayFromToday(86), deliveryMethod: 'delivery' }] });

export async function place(h: Harness, body: unknown, { email = 'ben@northwind.test', client = 'northwind-bouw', key = randomUUID() } = {}) {
  return h.app.inject({ method: 'POST', url: `${BASE}/orders`, headers: { ...(await h.as(email, client)), 'idempotency-key': key }, payload: body as object });
}

export async function post(h: Harness, url: string, body: unknown, email = 'anna@northwind.test', client = 'northwind-bouw') {
  return h.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: await h.as(email, client), payload: body as object });
}

export const fieldsOf = (res: { json(): unknown }) => ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);
