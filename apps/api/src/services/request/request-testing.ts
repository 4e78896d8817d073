// Helpers of the request tests: calls as a demo user, open lines from the picker, and images.
import { randomUUID } from 'node:crypto';
import { requestableLinePageSchema, requestDetailSchema, type RequestableLine } from '@portal/shared-api-contract';
import { crc32 } from '../../lib/crc32';
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

/**
 * Well-formed JPEG and PNG files of exactly `size` bytes (the API checks the whole structure): a
 * JPEG is comment segments, a minimal scan and its end marker; a PNG is its header, one data chunk
 * and its end, each chunk with its CRC.
 */
export function jpeg(size = 64): Buffer {
  const scan = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
  let rest = size - 2 - scan.length - 2;
  if (rest < 0) throw new Error(`a JPEG has at least ${size - rest} bytes`);
  const comments: Buffer[] = [];
  while (rest >= 4) {
    const n = Math.min(rest - 4, 0xffff - 2);
    comments.push(Buffer.concat([Buffer.from([0xff, 0xfe, (n + 2) >> 8, (n + 2) & 0xff]), Buffer.alloc(n, 0x20)]));
    rest -= 4 + n;
  }
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...comments, scan, Buffer.alloc(rest, 0x01), Buffer.from([0xff, 0xd9])]);
}

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

export function png(size = 64): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1 × 1, 8-bit RGB
  const fixed = 8 + (12 + header.length) + 12 + 12;
  if (size < fixed) throw new Error(`a PNG has at least ${fixed} bytes`);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', Buffer.alloc(size - fixed, 2)), pngChunk('IEND', Buffer.alloc(0))]);
}
