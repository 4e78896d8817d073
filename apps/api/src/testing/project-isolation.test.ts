// The OpenAPI isolation walk a second time (issue 35 point 6): as Lena, limited to one project of
// Northwind Bouw, every endpoint of the client must show nothing of the client's other projects —
// no list row, export row, detail, file or total — and answer their objects 403/404 as another
// client's. What must not appear is read from the database here, independently of the API's scope.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitedUser } from '../db/seed/accounts-data';
import { createHarness, type Harness } from './harness';
import { servedOperations, type Operation } from './openapi-walk';
import { call, objectPath, shownValues } from './isolation-walk';

const CLIENT = limitedUser.client;
const LENA = limitedUser.email;
const ANNA = 'anna@northwind.test';
let h: Harness;
let ops: Operation[];
/** Names and numbers of the other projects and of their records (contracts, orders, documents, requests, assets). */
let foreign: Set<string>;
let mine: number[];

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  h = await createHarness();
  ops = (await servedOperations(h.app)).filter((o) => o.needsClient);
  mine = (await rows<{ id: number }>(sql`SELECT mp.project_id AS id FROM membership_projects mp JOIN memberships m ON m.id = mp.membership_id
    JOIN users u ON u.id = m.user_id WHERE u.email = ${LENA}`)).map((r) => r.id);
  const limit = sql.raw(`(${mine.join(',')})`);
  // A record is another project's when it has no project or a project outside the limit.
  const outside = (column: string) => sql.raw(`(${column} IS NULL OR ${column} NOT IN (${mine.join(',')}))`);
  const client = sql`(SELECT id FROM corporate_clients WHERE external_uuid = (SELECT external_uuid FROM corporate_clients c JOIN memberships m ON m.client_id = c.id JOIN users u ON u.id = m.user_id WHERE u.email = ${LENA}))`;
  const markers = await rows<{ v: string }>(sql`
    SELECT name AS v FROM projects WHERE client_id = ${client} AND id NOT IN ${limit}
    UNION SELECT code FROM projects WHERE client_id = ${client} AND id NOT IN ${limit}
    UNION SELECT number FROM contracts WHERE client_id = ${client} AND ${outside('project_id')}
    UNION SELECT number FROM orders WHERE client_id = ${client} AND ${outside('project_id')}
    UNION SELECT number FROM documents WHERE client_id = ${client} AND ${outside('project_id')}
    UNION SELECT serial FROM assets WHERE client_id = ${client} AND ${outside('project_id')}
    UNION SELECT r.number FROM requests r WHERE r.client_id = ${client} AND (
      EXISTS (SELECT 1 FROM request_lines rl JOIN contract_lines l ON l.id = rl.contract_line_id JOIN contracts c ON c.id = l.contract_id WHERE rl.request_id = r.id AND ${outside('c.project_id')})
      OR EXISTS (SELECT 1 FROM assets a WHERE a.id = r.asset_id AND ${outside('a.project_id')})
      OR EXISTS (SELECT 1 FROM documents d WHERE d.id = r.document_id AND ${outside('d.project_id')})
      OR (r.asset_id IS NULL AND r.document_id IS NULL AND NOT EXISTS (SELECT 1 FROM request_lines rl WHERE rl.request_id = r.id)))`);
  foreign = new Set(markers.map((m) => m.v));
});
afterAll(() => h.close());

const leaked = async (res: Parameters<typeof shownValues>[0]) => [...(await shownValues(res))].filter((v) => foreign.has(v));
const isForeign = (item: Record<string, unknown>) => JSON.stringify(Object.values(item)).match(/"[^"]*"/g)?.some((s) => foreign.has(JSON.parse(s))) ?? false;

describe('OpenAPI-driven project isolation (a user limited to one project)', () => {
  it('has a limit, and the other projects have records to hide', async () => {
    expect(mine).toHaveLength(1);
    expect(foreign.size).toBeGreaterThan(20);
    // Anna (unlimited) sees them: the markers are what the answers show.
    expect((await leaked(await h.get('/api/overview/contracts?pageSize=100', ANNA, CLIENT))).length).toBeGreaterThan(0);
  });

  it('shows nothing of the other projects in any list, export, option or total', async () => {
    const lists = ops.filter((o) => !o.pathParams.length && o.method === 'GET' && !o.query?.required?.length);
    expect(lists.map((o) => o.key)).toEqual(expect.arrayContaining(['GET /api/overview/contracts', 'GET /api/overview/documents', 'GET /api/overview/orders',
      'GET /api/request/requests', 'GET /api/assets', 'GET /api/assets/map-points', 'GET /api/usermgmt/company/projects', 'GET /api/overview/documents/export.xlsx']));
    let shown = 0;
    for (const op of lists) {
      const res = await call(h.app, op, op.path, await h.as(LENA, CLIENT));
      expect(res.statusCode, op.key).toBeLessThan(500);
      expect(await leaked(res), op.key).toEqual([]);
      shown += (await shownValues(res)).size;
    }
    expect(shown).toBeGreaterThan(100);
  });

  it('answers 403/404 for every object of another project, and shows nothing of it', async () => {
    const covered: string[] = [];
    for (const op of ops.filter((o) => o.pathParams.length)) {
      const path = await objectPath(h, op, { email: ANNA, client: CLIENT, pick: isForeign });
      // Not a project's object (a user, a role, an address): the same for every member.
      if (!path) continue;
      if (op.method === 'GET') expect((await call(h.app, op, path, await h.as(ANNA, CLIENT))).statusCode, op.key).toBe(200);
      const res = await call(h.app, op, path, await h.as(LENA, CLIENT));
      expect([403, 404], `${op.key} ${path}`).toContain(res.statusCode);
      expect(await leaked(res), op.key).toEqual([]);
      covered.push(op.key);
    }
    expect(covered).toEqual(expect.arrayContaining(['GET /api/overview/contracts/{id}', 'GET /api/overview/documents/{id}', 'GET /api/overview/documents/{id}/pdf',
      'GET /api/overview/orders/{id}', 'GET /api/request/requests/{id}', 'GET /api/assets/{id}', 'PUT /api/assets/{id}']));
  });

  it('refuses a bundle naming another project\'s documents (ids=…)', async () => {
    for (const op of ops.filter((o) => o.method === 'GET' && o.query?.required?.includes('ids'))) {
      const parent = op.path.slice(0, op.path.lastIndexOf('/'));
      const items = (await h.get(`${parent}?pageSize=100`, ANNA, CLIENT)).json().items as Record<string, unknown>[];
      const ids = items.filter(isForeign).slice(0, 3).map((i) => i.id);
      expect(ids.length, op.key).toBeGreaterThan(0);
      const res = await call(h.app, op, `${op.path}?ids=${ids.join(',')}`, await h.as(LENA, CLIENT));
      expect(res.statusCode, op.key).toBe(404);
      expect(await leaked(res), op.key).toEqual([]);
    }
  });

  it('counts only its project in the documents\' totals and the contracts\' count', async () => {
    const [own] = await rows<{ outstanding: number; contracts: number }>(sql`SELECT
      (SELECT count(*)::int FROM documents WHERE project_id = ${mine[0]} AND status IN ('open', 'overdue') AND type <> 'delivery_note') AS outstanding,
      (SELECT count(*)::int FROM contracts WHERE project_id = ${mine[0]} AND status <> 'closed') AS contracts`);
    const documents = (await h.get('/api/overview/documents', LENA, CLIENT)).json();
    expect(documents.totals.outstandingCount).toBe(own!.outstanding);
    expect((await h.get('/api/overview/contracts', LENA, CLIENT)).json().total).toBe(own!.contracts);
    expect(own!.contracts).toBeGreaterThan(0);
  });
});
