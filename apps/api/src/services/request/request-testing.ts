// Helpers of the request tests: calls as a demo user, open lines from the picker, and images.
import { randomUUID } from 'node:crypto';
import { requestableLinePageSchema, requestDetailSchema, type RequestableLine } from '@portal/shared-api-contract';
import type { Harness } from '../../testing/harness';

export const BASE = '/api/request';
export { dayFromToday, fieldsOf } from '../order/order-testing';

export interface As {
  email?: string;
  client?: string;
  key?: string;
}

export async function send(h: Harness, body: unknown, { email = 'anna@northwind.test', client = 'northwind-bouw', key = randomUUID() }: As = {}) {
  return h.app.inject({ method: 'POST', url: `${BASE}/requests`, headers: { ...(await h.as(email, client)), 'idempotency-key': key }, payload: body as object });
}

export async function get(h: Harness, url: string, email = 'anna@northwind.test', client = 'northwind-bouw') {
  return h.app.inject({ url: `${BASE}${url}`, headers: await h.as(email, client) });
}

export async function patch(h: Harness, id: number, body: unknown, email = 'anna@northwind.test', client = 'northwind-bouw') {
  return h.app.inject({ method: 'PATCH', url: `${BASE}/requests/${id}`, headers: await h.as(email, client), payload: body as object });
}

export async function upload(h: Harness, id: number, data: Buffer, contentType: string, email = 'anna@northwind.test', client = 'northwind-bouw') {
  return h.app.inject({ method: 'POST', url: `${BASE}/requests/${id}/photos`, headers: { ...(await h.as(email, client)), 'content-type': contentType }, payload: data });
}

export async function detail(h: Harness, id: number, email = 'anna@northwind.test', client = 'northwind-bouw') {
  const res = await get(h, `/requests/${id}`, email, client);
  if (res.statusCode !== 200) throw new Error(`detail ${id}: ${res.statusCode} ${res.body}`);
  return requestDetailSchema.parse(res.json());
}

/** Open lines of the client with something on rent, most on rent first. */
export async function openLines(h: Harness, q = '', email = 'anna@northwind.test', client = 'northwind-bouw'): Promise<RequestableLine[]> {
  const res = await get(h, `/requests/lines?pageSize=100${q ? `&q=${encodeURIComponent(q)}` : ''}`, email, client);
  if (res.statusCode !== 200) throw new Error(`lines: ${res.statusCode} ${res.body}`);
  return requestableLinePageSchema.parse(res.json()).items.sort((a, b) => b.onRentQuantity - a.onRentQuantity || a.id - b.id);
}

export async function line(h: Harness, id: number, email = 'anna@northwind.test', client = 'northwind-bouw'): Promise<RequestableLine | undefined> {
  const res = await get(h, `/requests/lines?ids=${id}`, email, client);
  return requestableLinePageSchema.parse(res.json()).items[0];
}

/** The smallest files that start like a JPEG and a PNG (the API reads the type from the bytes). */
export const jpeg = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, size - 4), 1)]);
export const png = (size = 64) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(Math.max(0, size - 8), 2)]);
