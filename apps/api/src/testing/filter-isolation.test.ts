// Filter isolation (issue 15), generated from /api/openapi.json: every client-scoped list, asked by
// a member of another client with the victim's ids in its id filters and the victim's numbers (and
// ids) as search text, answers without any of the victim's rows. The victim asking the same
// filters does get their rows, so a filter that silently matches nothing cannot pass for isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTable, isExport } from './files';
import { clientUuid, createHarness, type Harness } from './harness';
import { servedOperations, type Operation } from './openapi-walk';

const VICTIM = ['anna@northwind.test', 'northwind-bouw'] as const;
/** Anna is a member of both clients: acting for Infra she must not reach Bouw through a filter. */
const ATTACKER = ['anna@northwind.test', 'northwind-infra'] as const;
/** Fields that identify a row in a way a person would type into a search box. */
const markerFields = ['number', 'code', 'serial', 'reference', 'contractNumber', 'fleetNumber', 'poReference', 'poNumber', 'email', 'label', 'street'];
/** Also searched for, though both clients may have them (a city): the rows found tell a leak then. */
const searchFields = [...markerFields, 'city', 'name', 'lastName'];
/** Where the victim's ids for an id filter come from, by the filter's stem (projectId → project). */
const idSources: Record<string, string> = {
  project: '/api/overview/projects',
  contract: '/api/overview/contracts',
  order: '/api/overview/orders',
  request: '/api/request/requests',
  asset: '/api/assets',
  document: '/api/overview/documents',
  role: '/api/usermgmt/company/roles',
  user: '/api/usermgmt/company/users',
  address: '/api/usermgmt/company/addresses',
  contactPerson: '/api/usermgmt/company/contact-persons',
  line: '/api/request/requests/lines',
};
/** At most this many single values per filter: enough to show the pattern, quick on a busy machine. */
const MAX_VALUES = 8;

type Reply = { statusCode: number; headers: Record<string, unknown>; body: string; rawPayload: Buffer; json(): unknown };
type Item = Record<string, unknown>;
interface Seen {
  keys: Set<string>;
  items: Item[];
  text: string;
}

let h: Harness;
let lists: Operation[];
const victim = new Map<string, Seen>();
const attacker = new Map<string, Seen>();
let attackerText = '';

const isIdFilter = (name: string) => /^ids?$/.test(name) || /[a-z](Id|Ids)$/.test(name);
const isSearch = (name: string) => name === 'q' || name === 'search';
/** The catalogue and the depots belong to the opCo: every client sees the same rows (as in isolation.test). */
const sharedAcrossClients = (op: Operation) => op.path.startsWith('/api/overview/catalogue/') || op.path === '/api/overview/depots';

/** Ids of a JSON list's items, or the first column of each row of an export, CSV or Excel (as in isolation.test). */
async function keysOf(res: Reply): Promise<Set<string>> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return new Set(itemsOf(res).map((i) => String(i['id'])));
  return new Set((await exportTable(res))?.rows.map((row) => row[0] ?? '') ?? []);
}
function itemsOf(res: Reply): Item[] {
  const body = res.json() as { items?: Item[] } | Item[];
  return (Array.isArray(body) ? body : body.items) ?? [];
}
/** The rows of an answer as text: a leak shows here, an echo of the query in a problem does not. */
async function rowsText(res: Reply, sent: string): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return JSON.stringify(itemsOf(res));
  const table = await exportTable(res);
  if (table) return table.rows.map((row) => row.join('\t')).join('\n');
  return res.body.split(sent).join('');
}

const get = async (url: string, [email, client]: readonly [string, string]): Promise<Reply> => h.app.inject({ url, headers: await h.as(email, client) });

/** Everything one caller sees in a list, all pages. */
async function readAll(op: Operation, who: readonly [string, string]): Promise<Seen> {
  const paged = Boolean(op.query?.properties?.['pageSize']);
  const seen: Seen = { keys: new Set(), items: [], text: '' };
  for (let page = 1; page <= 50; page++) {
    const res = await get(paged ? `${op.path}?pageSize=100&page=${page}` : op.path, who);
    expect(res.statusCode, `${op.key} unfiltered`).toBe(200);
    for (const key of await keysOf(res)) seen.keys.add(key);
    if (String(res.headers['content-type']).startsWith('application/json')) seen.items.push(...itemsOf(res));
    seen.text += await rowsText(res, '');
    const total = paged ? (res.json() as { total?: number }).total : undefined;
    if (total === undefined || seen.items.length >= total || !itemsOf(res).length) break;
  }
  return seen;
}

/** The victim's ids for a filter: from the list the filter names, else from the list being filtered. */
function victimIds(op: Operation, name: string): string[] {
  const stem = name.replace(/Ids?$/, '');
  // Asset categories are the opCo's: the victim's are those their assets are in.
  const from = name === 'id' || name === 'ids' ? op.path : name === 'categoryId' ? '/api/assets' : idSources[stem];
  if (!from) throw new Error(`${op.key}: no source of the victim's ids for the filter ${name}; add it to idSources`);
  const seen = victim.get(from);
  if (!seen) throw new Error(`${op.key}: ${from} was not read as the victim`);
  if (name === 'categoryId') return [...new Set(seen.items.map((i) => String(i['categoryId'])))];
  return [...seen.keys];
}

function textsOf(seen: Seen, fields: string[]): string[] {
  return [...new Set(seen.items.flatMap((item) => fields.map((f) => item[f]).filter((v): v is string => typeof v === 'string' && v.length >= 4)))];
}
/** Texts that point at the victim's rows and at none of the attacker's own (anna herself is in both). */
const markersOf = (seen: Seen) => textsOf(seen, markerFields).filter((v) => !attackerText.includes(v));
const spread = <T>(values: T[], n: number) => (values.length <= n ? values : Array.from({ length: n }, (_, i) => values[Math.floor((i * values.length) / n)] as T));

beforeAll(async () => {
  h = await createHarness();
  const ops = await servedOperations(h.app);
  const candidates = ops.filter((o) => o.method === 'GET' && o.needsClient && !o.pathParams.length && !sharedAcrossClients(o));
  for (const op of candidates) {
    // Lists only: an answer of rows (JSON items or CSV). A bundle needing ids (archive.zip) is in isolation.test.
    const probe = await get(op.path, VICTIM);
    const type = String(probe.headers['content-type']);
    const isList = probe.statusCode === 200 && (isExport(probe) || (type.startsWith('application/json') && Array.isArray((probe.json() as { items?: unknown }).items)));
    if (!isList) continue;
    victim.set(op.path, await readAll(op, VICTIM));
    attacker.set(op.path, await readAll(op, ATTACKER));
  }
  attackerText = [...attacker.values()].map((s) => s.text).join('\n');
  lists = candidates.filter((o) => victim.has(o.path) && Object.keys(o.query?.properties ?? {}).some((n) => isIdFilter(n) || isSearch(n)));
}, 120_000);
afterAll(() => h.close());

describe('filter isolation', () => {
  it('finds the filtered lists of every module', () => {
    expect(lists.map((o) => o.key)).toEqual(
      expect.arrayContaining([
        'GET /api/overview/contracts',
        'GET /api/overview/orders',
        'GET /api/overview/documents',
        'GET /api/overview/documents/export.csv',
        'GET /api/overview/documents/export.xlsx',
        'GET /api/request/requests',
        'GET /api/request/requests/lines',
        'GET /api/request/requests/assets',
        'GET /api/request/requests/documents',
        'GET /api/assets',
        'GET /api/assets/export.csv',
        'GET /api/assets/export.xlsx',
        'GET /api/usermgmt/company/users',
      ]),
    );
  });

  it("returns none of the victim's rows for their ids in id filters and their numbers as search text", async () => {
    // Numbers of every kind, so a search over one list also tries the numbers of the others.
    const allMarkers = [...victim.values()].map((s) => spread(markersOf(s), 3)).flat();
    let tried = 0;
    const leaks: string[] = [];
    const blind: string[] = [];
    for (const op of lists) {
      const own = victim.get(op.path)!;
      const attackerKeys = attacker.get(op.path)!.keys;
      // A row both clients list (anna herself in the users) is no leak.
      const victimOnly = new Set([...own.keys].filter((k) => !attackerKeys.has(k)));
      // An export has no items: its texts are those of the list it exports.
      const rows = own.items.length ? own : (victim.get(op.path.replace(/\/export\.(csv|xlsx)$/, '')) ?? own);
      const markers = markersOf(rows);
      for (const name of Object.keys(op.query?.properties ?? {})) {
        let values: string[];
        if (isIdFilter(name)) {
          const ids = victimIds(op, name);
          values = spread(ids, MAX_VALUES);
          if (name.endsWith('s')) values.push(ids.slice(0, 50).join(','));
        } else if (isSearch(name)) {
          const ids = [...own.keys].filter((k) => /^\d+$/.test(k));
          values = [...new Set([...spread(markers, MAX_VALUES), ...spread(textsOf(rows, searchFields), 4), ...allMarkers, ...spread(ids, 3), 'Northwind Bouw', clientUuid(VICTIM[1])])];
        } else continue;
        let victimSawRows = false;
        for (const value of values) {
          tried++;
          const url = `${op.path}?${new URLSearchParams({ [name]: value })}`;
          const res = await get(url, ATTACKER);
          expect([200, 400, 404], `${url} as the attacker: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
          const text = await rowsText(res, value);
          const leakedKeys = [...(await keysOf(res))].filter((k) => victimOnly.has(k));
          const leakedMarkers = [...new Set([...markers, ...allMarkers, 'Northwind Bouw', clientUuid(VICTIM[1])])].filter((m) => text.includes(m));
          if (leakedKeys.length || leakedMarkers.length) leaks.push(`${url}: rows ${leakedKeys.join(',')} ${leakedMarkers.join(',')}`);
          // The control: the victim asking the same gets their rows, so the filter itself works.
          const theirs = await get(url, VICTIM);
          if (theirs.statusCode === 200 && [...(await keysOf(theirs))].some((k) => victimOnly.has(k))) victimSawRows = true;
        }
        if (!victimSawRows) blind.push(`${op.key} ${name}`);
      }
    }
    console.info(`filter isolation: ${lists.length} operations, ${tried} filter values tried, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    // Every filter tried must have found the victim's rows for the victim at least once.
    expect(blind).toEqual([]);
  }, 120_000);
});
