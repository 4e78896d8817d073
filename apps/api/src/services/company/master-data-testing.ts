// Helpers of the contact person, address and project tests: calls to /api/usermgmt as a
// demo user (anna for Northwind Bouw unless told), valid inputs, and rows read straight from the
// database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ContactPersonInput, AddressInput, ProjectInput } from '@portal/shared-api-contract';
import type { Harness } from '../../testing/harness';

export { fieldsOf } from '../order/order-testing';

export const BASE = '/api/usermgmt';
/** Northwind Bouw's and Northwind Infra's ids in the seed. */
export const BOUW = 1;
export const INFRA = 2;

export interface As {
  email?: string;
  client?: string;
}
const ANNA: Required<As> = { email: 'anna@northwind.test', client: 'northwind-bouw' };
export const BEN: As = { email: 'ben@northwind.test' };

export async function get(h: Harness, url: string, as: As = {}) {
  const { email, client } = { ...ANNA, ...as };
  return h.app.inject({ url: `${BASE}${url}`, headers: await h.as(email, client) });
}

export async function send(h: Harness, method: 'POST' | 'PUT', url: string, body: unknown, as: As & { key?: string } = {}) {
  const { email, client } = { ...ANNA, ...as };
  const headers = { ...(await h.as(email, client)), ...(as.key ? { 'idempotency-key': as.key } : {}) };
  return h.app.inject({ method, url: `${BASE}${url}`, headers, payload: body as object });
}

/** POST a new item with a fresh (or the given) Idempotency-Key. */
export const add = (h: Harness, path: string, body: unknown, as: As & { key?: string } = {}) => send(h, 'POST', path, body, { key: randomUUID(), ...as });

/** GET a list page as JSON (pageSize 100 unless the query says otherwise). */
export async function list<T>(h: Harness, path: string, query = '', as: As = {}): Promise<{ items: T[]; total: number; page: number; pageSize: number }> {
  const res = await get(h, `${path}?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`, as);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function rows<T>(h: Harness, query: string): Promise<T[]> {
  return ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

let serial = 0;
/** Something unique in this test run, for names and project numbers. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++serial}`;

export const contactInput = (overrides: Partial<ContactPersonInput> = {}): ContactPersonInput => ({
  firstName: 'Sanne', lastName: unique('Visser'), jobTitle: 'Site manager', email: `${unique('sanne.visser')}@example.test`, phone: '+31 6 1234 5678', ...overrides,
});

export const addressInput = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  label: unique('Depot Noord'), street: 'Havenstraat 12', postalCode: '1011 AB', city: 'Amsterdam', country: 'nl', defaultDelivery: false, ...overrides,
});

export const projectInput = (overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  name: unique('Brug Oost'), code: unique('PX'), addressId: null, poNumber: 'PO-4711', budget: 125000.5, startDate: '2025-01-01', endDate: '2026-12-31', ...overrides,
});
