// Rights inside one client, generated from /api/openapi.json: a member who lacks a module gets 403
// on every operation of that module, a member who lacks a right gets 403 on every write that needs
// it, and a member who may not see prices reads no amounts anywhere.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOptions, smallOrder } from '../services/order/order-testing';
import { createHarness, type Harness } from './harness';
import { exportTable } from './files';
import { headerInEveryLanguage } from '../lists/export/texts/export-texts';
import { jpeg } from '../services/request/request-testing';
import { sampleOf, servedOperations, type Operation } from './openapi-walk';

type Module = 'order' | 'request' | 'asset';
/** Which module an operation belongs to, by its path (the services call `requireModule` per router). */
function moduleOf(op: Operation): Module | undefined {
  if (op.path.startsWith('/api/request/') && !op.path.endsWith('/health')) return 'request';
  if (op.path === '/api/assets' || op.path.startsWith('/api/assets/')) return 'asset';
  if (/^\/api\/overview\/(orders|contracts|catalogue|order-form)(\/|$)/.test(op.path)) return 'order';
  return undefined;
}

/** Members of one client each, with the modules they have (client ∩ membership, as in the seed). */
const moduleUsers = [
  ['nora@nomodules.test', 'no-modules', []],
  ['rita@requestonly.test', 'request-only', ['request']],
  ['axel@assetonly.test', 'asset-only', ['asset']],
  ['ben@northwind.test', 'northwind-bouw', ['order']],
] as const;

/** Ben (Northwind Bouw, role "Site orderer") has PLACE_ORDERS and VIEW_DOCUMENTS only. */
const BEN = ['ben@northwind.test', 'northwind-bouw'] as const;
/** What needs MANAGE_ROLES_AND_USERS: every write under the company pages, and the roles reads. */
const needsCompanyManager = (op: Operation) =>
  op.path.startsWith('/api/usermgmt/company/') && (op.method !== 'GET' || op.path.includes('/roles'));
/** The order settings (approval threshold and approvers) are the company manager's too. */
const needsOrderSettingsRight = (op: Operation) => op.path === '/api/overview/order-settings';
/**
 * Approve and reject need APPROVE_ORDERS; cancel needs it too for somebody else's order, and a date
 * change MANAGE_ROLES_AND_USERS (issue 35).
 */
const needsApprover = (op: Operation) => /^\/api\/overview\/orders\/\{id\}\/(approve|reject|cancel|dates)$/.test(op.path);

/**
 * Amount fields of the contract (orders, quotes, documents, contracts, projects, budgets, PO budgets). A page's
 * `total` next to `items` is the row count, not money.
 */
const AMOUNT_KEYS = new Set([
  'total', 'subtotal', 'amount', 'amountExclVat', 'amountInclVat', 'vat', 'vatAmount', 'price', 'unitPrice', 'dayRate', 'weekRate', 'rate', 'rates',
  'cost', 'costs', 'spent', 'committed', 'remaining', 'budget', 'lineTotal', 'estimate', 'estimatedTotal', 'openAmount', 'overdueAmount', 'outstanding', 'outstandingAmount',
  'approvalThreshold', 'costToDate', 'nextInvoiceAmount', 'invoiced', 'projected', 'by',
]);
function amountsIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => amountsIn(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return Object.entries(record).flatMap(([key, v]) => {
    const isPageCount = key === 'total' && 'items' in record;
    const hasValue = v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0);
    const here = AMOUNT_KEYS.has(key) && !isPageCount && hasValue ? [`${path}.${key}=${JSON.stringify(v).slice(0, 60)}`] : [];
    return [...here, ...amountsIn(v, `${path}.${key}`)];
  });
}

/**
 * Exports (CSV and Excel) drop their amount columns when prices are hidden (order export: `Total`,
 * `Currency`). Headers are in the caller's language: every language's words for the money columns.
 */
const AMOUNT_COLUMN = /total|amount|rate|price|cost|budget|spent|committed|remaining|threshold/i;
const amountHeaders = new Set((['amount', 'total', 'rate', 'ratePeriod', 'currency', 'budget', 'spent', 'committed', 'remaining', 'outstanding', 'costToDate', 'nextInvoiceAmount'] as const).flatMap(headerInEveryLanguage));
/** What a read shows of amounts: fields with values (JSON) or amount columns (an export's header). */
async function amountsOf(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer; json(): unknown }): Promise<string[]> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return amountsIn(res.json());
  const table = await exportTable(res);
  return (table?.header ?? []).filter((c) => AMOUNT_COLUMN.test(c) || amountHeaders.has(c)).map((c) => `column ${c}`);
}

let h: Harness;
let ops: Operation[];
/** Bodies that pass validation where the schema sample does not (format rules beyond the JSON schema). */
let validBodies: Record<string, unknown>;

beforeAll(async () => {
  h = await createHarness();
  ops = await servedOperations(h.app);
  const order = smallOrder(await formOptions(h));
  validBodies = {
    'POST /api/overview/orders': order,
    'POST /api/overview/orders/quote': { lines: order.lines },
    'PUT /api/overview/order-settings': { approvalThreshold: null, approverRoleIds: [], version: 1 },
    'POST /api/overview/orders/{id}/dates': { startDate: order.lines[0]!.startDate, expectedEndDate: order.lines[0]!.expectedEndDate, version: 1 },
    'POST /api/usermgmt/company/contact-persons': { firstName: 'Sanne', lastName: 'Visser', jobTitle: 'Site manager', email: 'sanne@example.test', phone: '+31 6 1234 5678' },
    'POST /api/usermgmt/company/addresses': { label: 'Depot Noord', street: 'Havenstraat 12', postalCode: '1011 AB', city: 'Amsterdam', country: 'nl', defaultDelivery: false },
    'POST /api/usermgmt/company/users': { email: 'new.person@example.test', firstName: 'New', lastName: 'Person', roleIds: [1] },
  };
});
afterAll(() => h.close());

const anna = (client: string) => h.as('anna@northwind.test', client);

/** A real object for each path parameter, read as anna of the given client (so a 404 cannot hide a missing check). */
async function realPath(op: Operation, client: string, email = 'anna@northwind.test'): Promise<string> {
  let path = op.path;
  for (const param of op.pathParams) {
    const parent = path.slice(0, path.indexOf(`/{${param}}`));
    const res = await h.app.inject({ url: parent, headers: await h.as(email, client) });
    let body = res.statusCode === 200 ? res.json() : undefined;
    if (res.statusCode === 404) {
      const owner = parent.slice(0, parent.lastIndexOf('/'));
      body = (await h.app.inject({ url: owner, headers: await h.as(email, client) })).json()[parent.slice(parent.lastIndexOf('/') + 1)];
    }
    const first = (Array.isArray(body) ? body : body?.items)?.find((item: { self?: boolean }) => !item.self);
    // Nothing to find (a client without such objects): any id, the guard answers before the lookup.
    path = path.replace(`{${param}}`, first ? String(first[param] ?? first.id) : '1');
  }
  return path;
}

async function call(op: Operation, path: string, headers: Record<string, string>) {
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: path, headers: { ...headers, 'idempotency-key': randomUUID() } };
  const body = validBodies[op.key] ?? (op.body ? sampleOf(op.body) : undefined);
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  else if (op.bodyTypes.length) {
    options.payload = jpeg();
    options.headers = { ...options.headers, 'content-type': op.bodyTypes[0]! };
  }
  return h.app.inject(options);
}

describe('rights inside one client', () => {
  it('knows which operations belong to each module', () => {
    const byModule = (m: Module) => ops.filter((o) => moduleOf(o) === m).length;
    expect(byModule('order')).toBeGreaterThanOrEqual(10);
    expect(byModule('request')).toBeGreaterThanOrEqual(9);
    expect(byModule('asset')).toBeGreaterThanOrEqual(9);
  });

  it.each(moduleUsers)('answers 403 module_inactive to %s on every operation of a module they lack', async (email, client, has) => {
    const missing = ops.filter((o) => {
      const m = moduleOf(o);
      return m && !(has as readonly string[]).includes(m);
    });
    expect(missing.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const op of missing) {
      const res = await call(op, await realPath(op, client), await h.as(email, client));
      if (res.statusCode !== 403 || res.json().code !== 'module_inactive') wrong.push(`${op.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 missing_right to a member without MANAGE_ROLES_AND_USERS on every company write and on the roles', async () => {
    const guarded = ops.filter((o) => needsCompanyManager(o) || needsOrderSettingsRight(o));
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const op of guarded) {
      // Real ids of ben's own client, so the answer is the right check, not "not found".
      const path = await realPath(op, BEN[1]);
      // The same call as anna (who has the right) gets past validation: the body is valid.
      if (op.method === 'GET') expect((await call(op, path, await anna(BEN[1]))).statusCode, op.key).toBe(200);
      const res = await call(op, path, await h.as(...BEN));
      if (res.statusCode !== 403 || res.json().code !== 'missing_right') wrong.push(`${op.key} ${path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a member without APPROVE_ORDERS approving, rejecting or cancelling somebody else\'s order, or changing its dates', async () => {
    // An order of anna's above the threshold waits for approval, so only the right can stop ben.
    const options = await formOptions(h);
    const big = smallOrder(options, { lines: [{ ...smallOrder(options).lines[0]!, productId: 2, quantity: 40 }] });
    const placed = await h.app.inject({ method: 'POST', url: '/api/overview/orders', headers: { ...(await anna(BEN[1])), 'idempotency-key': randomUUID() }, payload: big });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json();
    const detail = (await h.app.inject({ url: `/api/overview/orders/${id}`, headers: await anna(BEN[1]) })).json();
    expect(detail.status).toBe('awaiting_approval');
    const version = detail.version;
    for (const op of ops.filter(needsApprover)) {
      const res = await h.app.inject({ method: 'POST', url: op.path.replace('{id}', String(id)), headers: await h.as(...BEN), payload: { ...((validBodies[op.key] ?? sampleOf(op.body!)) as object), version } });
      expect(res.statusCode, `${op.key} ${res.body}`).toBe(403);
    }
  });

  it('answers 403 missing_right to ben placing an order without PLACE_ORDERS once anna takes the right away', async () => {
    // Ben keeps his membership and module but gets the Viewer role (VIEW_DOCUMENTS only).
    const headers = await anna(BEN[1]);
    const members = (await h.app.inject({ url: '/api/usermgmt/company/users?pageSize=100', headers })).json().items as { id: number; email: string; version: number }[];
    const ben = members.find((m) => m.email === BEN[0])!;
    const roles = (await h.app.inject({ url: '/api/usermgmt/company/roles?pageSize=100', headers })).json().items as { id: number; name: string }[];
    const viewer = roles.find((r) => r.name === 'Viewer')!;
    const changed = await h.app.inject({ method: 'PUT', url: `/api/usermgmt/company/users/${ben.id}/roles`, headers, payload: { roleIds: [viewer.id], version: ben.version } });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      for (const key of ['POST /api/overview/orders', 'POST /api/overview/orders/quote', 'GET /api/overview/order-form/options']) {
        const op = ops.find((o) => o.key === key)!;
        const res = await call(op, op.path, await h.as(...BEN));
        expect(res.statusCode, `${key} ${res.body}`).toBe(403);
        expect(res.json().code, key).toBe('missing_right');
      }
    } finally {
      const now = (await h.app.inject({ url: `/api/usermgmt/company/users?pageSize=100`, headers })).json().items.find((m: { email: string }) => m.email === BEN[0]);
      const orderer = roles.find((r) => r.name === 'Site orderer')!;
      await h.app.inject({ method: 'PUT', url: `/api/usermgmt/company/users/${ben.id}/roles`, headers, payload: { roleIds: [orderer.id], version: now.version } });
    }
  });

  /**
   * Every protected read: orders, the overview, documents and projects (the company pages' projects
   * carry budgets) above all, but also the request and asset pickers (contract lines, documents).
   */
  const priceReads = (o: Operation) => o.method === 'GET' && !o.isPublic;

  it.each([
    ['ben@northwind.test', 'northwind-bouw', 'a user without VIEW_PRICES'],
    ['rita@requestonly.test', 'request-only', 'a client that hides prices'],
  ] as const)('shows %s of %s (%s) no amounts in any order, overview, document or project read', async (email, client, _why) => {
    const reads = ops.filter(priceReads);
    let read = 0;
    const leaks: string[] = [];
    for (const op of reads) {
      const path = await realPath(op, client, email);
      const res = await call(op, path, await h.as(email, client));
      if (res.statusCode !== 200) continue;
      read++;
      leaks.push(...(await amountsOf(res)).map((l) => `${op.key}: ${l}`));
    }
    // The quote is a read in disguise: it must not price for someone who may not see prices.
    const quote = ops.find((o) => o.key === 'POST /api/overview/orders/quote')!;
    const quoted = await call(quote, quote.path, await h.as(email, client));
    if (quoted.statusCode === 200) leaks.push(...amountsIn(quoted.json()).map((l) => `${quote.key}: ${l}`));
    expect(read).toBeGreaterThanOrEqual(3);
    expect(leaks).toEqual([]);
  });

  it('does show amounts to anna (the check above would notice them)', async () => {
    const withAmounts = new Set<string>();
    for (const op of ops.filter(priceReads)) {
      const res = await call(op, await realPath(op, 'northwind-bouw'), await anna('northwind-bouw'));
      if (res.statusCode === 200 && (await amountsOf(res)).length) withAmounts.add(op.key);
    }
    expect([...withAmounts]).toEqual(expect.arrayContaining(['GET /api/overview/orders', 'GET /api/overview/orders/{id}', 'GET /api/overview/documents', 'GET /api/overview/catalogue/products', 'GET /api/usermgmt/company/projects',
      'GET /api/overview/orders/export.csv', 'GET /api/overview/orders/export.xlsx', 'GET /api/overview/documents/export.xlsx',
      'GET /api/overview/documents/statement.xlsx', 'GET /api/overview/contracts', 'GET /api/overview/contracts/{id}', 'GET /api/request/requests/lines']));
  });

  describe('as a member with every module but no right other than MANAGE_ROLES_AND_USERS', () => {
    // Anna gives herself, in Northwind Infra only, a role with nothing but managing people (the
    // last-manager rule keeps that one): she keeps all three modules and loses every other right.
    const INFRA = 'northwind-infra';
    const writes = () => ops.filter((o) => moduleOf(o) && o.method !== 'GET');
    /** Invoices, credit notes and delivery notes need VIEW_DOCUMENTS (lists, exports, PDFs, the zip). */
    const documentReads = () => ops.filter((o) => o.path.startsWith('/api/overview/documents'));
    const paths = new Map<string, string>();
    beforeAll(async () => {
      for (const op of [...writes(), ...documentReads()]) paths.set(op.key, await realPath(op, INFRA));
      const headers = await anna(INFRA);
      const role = await h.app.inject({ method: 'POST', url: '/api/usermgmt/company/roles', headers: { ...headers, 'idempotency-key': randomUUID() }, payload: { name: 'People only', rights: ['MANAGE_ROLES_AND_USERS'] } });
      expect(role.statusCode, role.body).toBe(201);
      const me = (await h.app.inject({ url: '/api/usermgmt/company/users?pageSize=100', headers })).json().items.find((m: { email: string }) => m.email === 'anna@northwind.test');
      const changed = await h.app.inject({ method: 'PUT', url: `/api/usermgmt/company/users/${me.id}/roles`, headers, payload: { roleIds: [role.json().id], version: me.version } });
      expect(changed.statusCode, changed.body).toBe(200);
      const rights = (await h.app.inject({ url: '/api/usermgmt/rights', headers })).json();
      expect(JSON.stringify(rights)).not.toContain('PLACE_ORDERS');
    });

    it('answers 403 missing_right on every write of every module', async () => {
      const wrong: string[] = [];
      for (const op of writes()) {
        const res = await call(op, paths.get(op.key)!, await anna(INFRA));
        if (res.statusCode !== 403 || res.json().code !== 'missing_right') wrong.push(`${op.key} ${paths.get(op.key)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('answers 403 missing_right on every documents read without VIEW_DOCUMENTS', async () => {
      expect(documentReads().length).toBeGreaterThanOrEqual(4);
      const wrong: string[] = [];
      for (const op of documentReads()) {
        const path = paths.get(op.key)! + (op.query?.required?.includes('ids') ? '?ids=1' : '');
        const res = await call(op, path, await anna(INFRA));
        if (res.statusCode !== 403 || res.json().code !== 'missing_right') wrong.push(`${op.key} ${path}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('shows no amounts in any order, overview, document or project read', async () => {
      const leaks: string[] = [];
      let read = 0;
      for (const op of ops.filter(priceReads)) {
        const res = await call(op, await realPath(op, INFRA), await anna(INFRA));
        if (res.statusCode !== 200) continue;
        read++;
        leaks.push(...(await amountsOf(res)).map((l) => `${op.key}: ${l}`));
      }
      expect(read).toBeGreaterThanOrEqual(8);
      expect(leaks).toEqual([]);
    });

    it('gets past the right checks with the same calls in a client where anna keeps her rights (the 403s above are the rights)', async () => {
      const refused: string[] = [];
      for (const op of writes()) {
        const res = await call(op, await realPath(op, 'northwind-bouw'), await anna('northwind-bouw'));
        // The newest order may be anna's own: four eyes (own_order) is not a right she lacks.
        if (res.statusCode === 403 && res.json().code !== 'own_order') refused.push(`${op.key}: ${res.body.slice(0, 120)}`);
      }
      expect(refused).toEqual([]);
    });
  });
});
