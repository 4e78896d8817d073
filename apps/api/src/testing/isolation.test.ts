// Tenant isolation, generated from /api/openapi.json: every endpoint, including ones added later,
// is called as a member of another client and must answer 403 or 404 without data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigOrder, formOptions, place } from '../services/order/order-testing';
import { clientUuid, createHarness, type Harness } from './harness';
import { jpeg } from '../services/request/request-testing';
import { servedOperations, type Operation } from './openapi-walk';
import { call, objectPath, shownText, type Reply } from './isolation-walk';
import { exportTable } from './files';

/** Endpoints meant to work without a token. Anything else public is a defect. */
const intendedPublic = new Set([
  'GET /assets/config.json',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  // Open in APP_ENV=local only; deployments set METRICS_TOKEN or it answers 404 (ops.test.ts).
  // Route templates and counts: nothing of a client.
  'GET /api/metrics',
  'GET /api/usermgmt/health',
  'GET /api/request/health',
  'GET /api/overview/health',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/.well-known/openid-configuration',
  'GET /api/.well-known/jwks.json',
  'POST /api/public/profiles/password/forgot',
  'POST /api/public/profiles/password/reset',
  'GET /api/availability',
  'GET /api/i18n/product-translations',
  // One-click unsubscribe: the signed token in the path is the credential (issue 34).
  'GET /api/public/unsubscribe/{token}',
  'POST /api/public/unsubscribe/{token}',
]);

const VICTIM = 'northwind-bouw';
let h: Harness;
let ops: Operation[];
/**
 * Attackers: carl (another company) and anna acting for Northwind Infra. Anna is also a member of
 * the victim, so for her only client-scoped endpoints (X-Corporate-Client) are in scope.
 */
const attackers = [
  ['carl@blocked.test', 'blocked'],
  ['anna@northwind.test', 'northwind-infra'],
] as const;
const inScope = (op: Operation, email: string) => op.needsClient || email === 'carl@blocked.test';
/** The catalogue and the depots belong to the opCo, not to a client: every client of the opCo sees the same rows. */
const sharedAcrossClients = (op: Operation) => op.path.startsWith('/api/overview/catalogue/') || op.path === '/api/overview/depots';

beforeAll(async () => {
  h = await createHarness();
  ops = await servedOperations(h.app);
  // The victim's newest request is a damage report with a photo, so the photo paths have a real object.
  const headers = await h.as('anna@northwind.test', VICTIM);
  const line = (await h.app.inject({ url: '/api/request/requests/lines', headers })).json().items[0];
  const damage = { type: 'damage', contractLineId: line.id, description: 'A cracked side window.' };
  const created = await h.app.inject({ method: 'POST', url: '/api/request/requests', headers: { ...headers, 'idempotency-key': randomUUID() }, payload: damage });
  const photo = jpeg();
  await h.app.inject({ method: 'POST', url: `/api/request/requests/${created.json().id}/photos`, headers: { ...headers, 'content-type': 'image/jpeg' }, payload: photo });
  // Anna has an invitation waiting for her answer (Nora's company asks her), so the invitation paths
  // have a real object that is hers alone.
  const nora = await h.as('nora@nomodules.test', 'no-modules');
  const noraRoles = (await h.app.inject({ url: '/api/usermgmt/company/users/role-options', headers: nora })).json().items as { id: number }[];
  const invited = await h.app.inject({ method: 'POST', url: '/api/usermgmt/company/users', headers: { ...nora, 'idempotency-key': randomUUID() },
    payload: { email: 'anna@northwind.test', firstName: 'Anna', lastName: 'V', roleIds: [noraRoles[0]!.id] } });
  if (invited.statusCode !== 201) throw new Error(`invitation for the walk: ${invited.statusCode} ${invited.body}`);
  // Ben places an order above the approval amount, so Anna has a notification in the victim client.
  const order = await place(h, bigOrder(await formOptions(h, 'ben@northwind.test', VICTIM)), { client: VICTIM });
  if (order.statusCode !== 201) throw new Error(`order for the walk: ${order.statusCode} ${order.body}`);
});
afterAll(() => h.close());


/** A real object of the victim for each path parameter; not the victim's caller themself (anna is a member of both of her clients). */
async function victimPath(op: Operation): Promise<string> {
  const path = await objectPath(h, op, { email: 'anna@northwind.test', client: VICTIM, pick: (item) => !item.self });
  if (!path) throw new Error(`no victim object for ${op.key}`);
  return path;
}

/**
 * What identifies the rows of an answer: ids of a JSON list, the first column of each row of an
 * export (CSV or Excel), nothing for other bodies (files of one object are covered by the path tests).
 */
async function keysOf(res: Reply): Promise<Set<string>> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return new Set(((res.json() as { items?: { id: number }[] }).items ?? []).map((i) => String(i.id)));
  return new Set((await exportTable(res))?.rows.map((row) => row[0] ?? '') ?? []);
}

const victimMarkers = ['Northwind Bouw', clientUuid(VICTIM)];
function expectNoVictimData(body: string, path: string) {
  for (const marker of victimMarkers) expect(body.replace(path, '')).not.toContain(marker);
}

describe('OpenAPI-driven tenant isolation', () => {
  it('covers the whole API', () => {
    expect(ops.length).toBeGreaterThanOrEqual(20);
    const requestOps = ['GET /api/request/requests', 'GET /api/request/requests/export.csv', 'GET /api/request/requests/lines', 'GET /api/request/requests/assets',
      'GET /api/request/requests/documents', 'POST /api/request/requests', 'GET /api/request/requests/{id}', 'PATCH /api/request/requests/{id}',
      'POST /api/request/requests/{id}/photos', 'GET /api/request/requests/{id}/photos/{photoId}'];
    const assetOps = ['GET /api/assets', 'GET /api/assets/map-points', 'GET /api/assets/export.csv', 'GET /api/assets/options', 'POST /api/assets',
      'GET /api/assets/{id}', 'GET /api/assets/{id}/requests', 'PUT /api/assets/{id}', 'POST /api/assets/{id}/archive', 'POST /api/assets/{id}/restore'];
    expect(ops.filter((o) => o.needsClient).map((o) => o.key)).toEqual(expect.arrayContaining([...requestOps, ...assetOps]));
    expect(ops.filter((o) => o.needsClient).length).toBeGreaterThanOrEqual(9);
  });

  it('has no public endpoint that was not meant to be public', () => {
    expect(ops.filter((o) => o.isPublic).map((o) => o.key).sort()).toEqual([...intendedPublic].sort());
  });

  it('answers 401 without a token on every protected endpoint', async () => {
    for (const op of ops.filter((o) => !o.isPublic)) {
      const res = await call(h.app, op, await victimPath(op), {});
      expect(res.statusCode, op.key).toBe(401);
    }
  });

  // Every protected route, not only those that need a client: one rule for the header wherever it
  // is sent (issue 31; the profile's sessions answered 200 to a foreign client, the profile 403).
  it.each(['carl@blocked.test', 'rita@requestonly.test', 'dora@noclient.test'])('answers 403 to non-member %s naming the victim client in X-Corporate-Client', async (email) => {
    for (const op of ops.filter((o) => !o.isPublic)) {
      const path = await victimPath(op);
      const res = await call(h.app, op, path, await h.as(email, VICTIM));
      expect(res.statusCode, op.key).toBe(403);
      expect(res.headers['content-type'], op.key).toContain('application/problem+json');
      expectNoVictimData(res.body, path);
    }
  });

  it.each(attackers)('answers 403/404 to %s asking for the victim\'s objects with their own client', async (email, own) => {
    for (const op of ops.filter((o) => !o.isPublic && o.pathParams.length && inScope(o, email))) {
      const path = await victimPath(op);
      // The victim itself can read it: the ids are real, so a 404 below means isolation.
      if (op.method === 'GET') expect((await call(h.app, op, path, await h.as('anna@northwind.test', VICTIM))).statusCode, op.key).toBe(200);
      const res = await call(h.app, op, path, await h.as(email, own));
      expect([403, 404], `${op.key} as ${email}`).toContain(res.statusCode);
      expectNoVictimData(res.body, path);
    }
  });

  it.each(attackers)('never lists the victim\'s rows to %s', async (email, own) => {
    for (const op of ops.filter((o) => !o.isPublic && !o.pathParams.length && o.method === 'GET' && inScope(o, email))) {
      const mine = await call(h.app, op, op.path, await h.as(email, own));
      expectNoVictimData(await shownText(mine), op.path);
      const theirs = await call(h.app, op, op.path, await h.as('anna@northwind.test', VICTIM));
      if (sharedAcrossClients(op)) continue;
      // A person in both clients (the attacker herself) is listed by both: her own id is no leak.
      const ownId = String((await h.app.inject({ url: '/api/usermgmt/profile', headers: await h.as(email, own) })).json().id);
      const theirKeys = await keysOf(theirs);
      const overlap = [...(await keysOf(mine))].filter((key) => theirKeys.has(key) && !(op.path.includes('/company/users') && key === ownId));
      expect(overlap, op.key).toEqual([]);
    }
  });

  it.each(attackers)('answers %s\'s writes with their own client without the victim\'s data', async (email, own) => {
    const writes = ops.filter((o) => !o.isPublic && !o.pathParams.length && o.method !== 'GET' && o.needsClient && inScope(o, email));
    expect(writes.map((o) => o.key)).toEqual(expect.arrayContaining(['POST /api/overview/orders', 'PUT /api/overview/order-settings', 'POST /api/request/requests', 'POST /api/assets']));
    for (const op of writes) {
      const res = await call(h.app, op, op.path, { ...(await h.as(email, own)), 'idempotency-key': '5eed0000-0000-4000-8000-0000000000aa' });
      expect(res.statusCode, op.key).toBeLessThan(500);
      expectNoVictimData(res.body, op.path);
    }
  });

  it.each(attackers)('refuses %s a bundle of the victim\'s objects named in the query (ids=…)', async (email, own) => {
    const bundles = ops.filter((o) => o.method === 'GET' && o.query?.required?.includes('ids') && inScope(o, email));
    expect(bundles.length).toBeGreaterThan(0);
    for (const op of bundles) {
      // The victim's ids come from the list the bundle sits in (…/documents/archive.zip → …/documents).
      const parent = op.path.slice(0, op.path.lastIndexOf('/'));
      const list = (await h.app.inject({ url: `${parent}?pageSize=3`, headers: await h.as('anna@northwind.test', VICTIM) })).json() as { items: { id: number }[] };
      const path = `${op.path}?ids=${list.items.map((i) => i.id).join(',')}`;
      expect((await call(h.app, op, path, await h.as('anna@northwind.test', VICTIM))).statusCode, op.key).toBe(200);
      const res = await call(h.app, op, path, await h.as(email, own));
      expect([403, 404], `${op.key} as ${email}`).toContain(res.statusCode);
      expect(res.headers['content-type'], op.key).toContain('application/problem+json');
      expectNoVictimData(res.body, path);
    }
  });

  it('refuses staff-only endpoints to customers', async () => {
    const staffOnly = ops.filter((o) => o.path.startsWith('/api/admin/'));
    expect(staffOnly.map((o) => o.key)).toEqual(expect.arrayContaining(['PUT /api/admin/availability', 'GET /api/admin/mail', 'POST /api/admin/mail/{id}/retry', 'POST /api/admin/requests/{id}/status']));
    for (const op of staffOnly) {
      const res = await call(h.app, op, await victimPath(op), await h.as('carl@blocked.test', 'blocked'));
      expect(res.statusCode, op.key).toBe(403);
    }
  });
});
