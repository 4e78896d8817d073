// Helpers of the users and roles tests: calls as a demo user (anna for Northwind Bouw unless told),
// the members and roles as the API answers them, mails and rows read straight from the database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { memberPageSchema, memberSchema, roleListSchema, roleSchema, type Member, type Role } from '@portal/shared-api-contract';
import type { Harness } from '../../testing/harness';

export { fieldsOf } from '../order/order-testing';

export const BASE = '/api/usermgmt/company';

export interface As {
  email?: string;
  client?: string;
}
const ANNA: Required<As> = { email: 'anna@northwind.test', client: 'northwind-bouw' };
/** Who calls: what `as` names, anna for Northwind Bouw otherwise (undefined fields too). */
const caller = (as: As) => ({ email: as.email ?? ANNA.email, client: as.client ?? ANNA.client });

export async function get(h: Harness, url: string, as: As = {}) {
  const { email, client } = caller(as);
  return h.app.inject({ url: `${BASE}${url}`, headers: await h.as(email, client) });
}

export async function send(h: Harness, method: 'POST' | 'PUT', url: string, body: unknown, as: As & { key?: string } = {}) {
  const { email, client } = caller(as);
  const headers = { ...(await h.as(email, client)), ...(as.key ? { 'idempotency-key': as.key } : {}) };
  return h.app.inject({ method, url: `${BASE}${url}`, headers, payload: body as object });
}

/** POST /company/users with a fresh (or the given) Idempotency-Key. */
export const invite = (h: Harness, body: unknown, as: As & { key?: string } = {}) => send(h, 'POST', '/users', body, { key: randomUUID(), ...as });
/** POST /company/roles with a fresh (or the given) Idempotency-Key. */
export const addRole = (h: Harness, body: unknown, as: As & { key?: string } = {}) => send(h, 'POST', '/roles', body, { key: randomUUID(), ...as });

export async function members(h: Harness, query = '', as: As = {}): Promise<Member[]> {
  const res = await get(h, `/users?pageSize=100${query ? `&${query}` : ''}`, as);
  if (res.statusCode !== 200) throw new Error(`users: ${res.statusCode} ${res.body}`);
  return memberPageSchema.parse(res.json()).items;
}

export async function memberByEmail(h: Harness, email: string, as: As = {}): Promise<Member> {
  const found = (await members(h, '', as)).find((m) => m.email === email);
  if (!found) throw new Error(`no member ${email}`);
  return found;
}

export async function roles(h: Harness, as: As = {}): Promise<Role[]> {
  const res = await get(h, '/roles?archived=true', as);
  if (res.statusCode !== 200) throw new Error(`roles: ${res.statusCode} ${res.body}`);
  return roleListSchema.parse(res.json()).items;
}

export async function roleNamed(h: Harness, name: string, as: As = {}): Promise<Role> {
  const found = (await roles(h, as)).find((r) => r.name === name);
  if (!found) throw new Error(`no role ${name}`);
  return found;
}

export const parsedMember = (res: { json(): unknown }): Member => memberSchema.parse(res.json());
export const parsedRole = (res: { json(): unknown }): Role => roleSchema.parse(res.json());

export async function rows<T>(h: Harness, query: string): Promise<T[]> {
  return ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** The newest mail to this address, as the delivery worker would read it. */
export async function lastMail(h: Harness, recipient: string): Promise<{ subject: string; body: string; opCo: string | null } | undefined> {
  const [mail] = await rows<{ subject: string; body: string; opCo: string | null }>(h, `SELECT subject, body, op_co AS "opCo" FROM outbox WHERE recipient = '${recipient}' ORDER BY id DESC LIMIT 1`);
  return mail;
}

/** The token of a mailed link (`…?token=…`). */
export const tokenOf = (body: string): string => decodeURIComponent(body.match(/token=([\w%-]+)/)![1]!);

export const login = (h: Harness, email: string, password: string) => h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
export const resetPassword = (h: Harness, token: string, password: string, language?: string) =>
  h.app.inject({ method: 'POST', url: '/api/public/profiles/password/reset', payload: { token, password, ...(language ? { language } : {}) } });

/** Bearer headers for an access token and the given demo client (none: a call that needs no client). */
export const bearer = (accessToken: string, clientUuid?: string) => ({ authorization: `Bearer ${accessToken}`, ...(clientUuid ? { 'x-corporate-client': clientUuid } : {}) });
