// Helpers of the asset tests: calls as a demo user (anna for Northwind Bouw unless told), a valid
// input, and rows read straight from the database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { assetOptionsSchema, assetPageSchema, assetSchema, type Asset, type AssetInput, type AssetOptions, type AssetPage } from '@portal/shared-api-contract';
import type { Harness } from '../../testing/harness';

export { fieldsOf } from '../order/order-testing';

export interface As {
  email?: string;
  client?: string;
}
const ANNA: Required<As> = { email: 'anna@northwind.test', client: 'northwind-bouw' };

export async function get(h: Harness, url: string, as: As = {}) {
  const { email, client } = { ...ANNA, ...as };
  return h.app.inject({ url: `/api${url}`, headers: await h.as(email, client) });
}

export async function send(h: Harness, method: 'POST' | 'PUT', url: string, body: unknown, as: As & { key?: string } = {}) {
  const { email, client } = { ...ANNA, ...as };
  const headers = { ...(await h.as(email, client)), ...(as.key ? { 'idempotency-key': as.key } : {}) };
  return h.app.inject({ method, url: `/api${url}`, headers, payload: body as object });
}

/** POST /assets with a fresh (or the given) Idempotency-Key. */
export const add = (h: Harness, body: unknown, as: As & { key?: string } = {}) => send(h, 'POST', '/assets', body, { key: randomUUID(), ...as });

export async function page(h: Harness, query = '', as: As = {}): Promise<AssetPage> {
  const res = await get(h, `/assets?pageSize=100${query ? `&${query}` : ''}`, as);
  if (res.statusCode !== 200) throw new Error(`assets: ${res.statusCode} ${res.body}`);
  return assetPageSchema.parse(res.json());
}

export async function options(h: Harness, as: As = {}): Promise<AssetOptions> {
  return assetOptionsSchema.parse((await get(h, '/assets/options', as)).json());
}

export const parsedAsset = (res: { json(): unknown }): Asset => assetSchema.parse(res.json());

let serials = 0;
/** A valid new asset in the first active project of the options, with a serial nobody has. */
export function validInput(opts: AssetOptions, overrides: Partial<AssetInput> = {}): AssetInput {
  const project = opts.projects.find((p) => !p.archived)!;
  return {
    name: 'Verreiker 99', categoryId: opts.categories[2]!.id, serial: `TEST-${process.pid}-${++serials}`, projectId: project.id,
    locationLabel: 'Stationsplein, Utrecht', lat: 52.09, lng: 5.11, inspectionDueDate: '2030-05-01', owned: true, ...overrides,
  };
}

export async function rows<T>(h: Harness, query: string): Promise<T[]> {
  return ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}
