// The calls the OpenAPI isolation walks share (isolation.test.ts across clients,
// project-isolation.test.ts across the projects of one client): calling an operation with a
// sample body, finding a real object for each path parameter through its parent list as the
// object's owner, and reading what an answer shows (JSON, CSV or Excel) to look for what must not
// appear in it.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Harness } from './harness';
import { clientUuid } from './harness';
import { exportTable } from './files';
import { sampleOf, type Operation } from './openapi-walk';

export async function call(app: FastifyInstance, op: Operation, path: string, headers: Record<string, string>) {
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: path, headers };
  if (op.body) options.payload = sampleOf(op.body) as InjectOptions['payload'];
  return app.inject(options);
}

/** Whose objects a walk attacks: the owner reads them, `pick` chooses one of a parent list's items. */
export interface Victim {
  email: string;
  client: string;
  pick: (item: Record<string, unknown>) => boolean;
}

/**
 * A real object of the victim for each path parameter, found through the parent list (or, for a
 * collection without a list of its own such as …/requests/7/photos, its owner's detail); null when
 * the list holds no item `pick` accepts.
 */
export async function objectPath(h: Harness, op: Operation, victim: Victim): Promise<string | null> {
  let path = op.path;
  for (const param of op.pathParams) {
    let value: string;
    if (param === 'externalUuid') value = clientUuid(victim.client);
    // Staff-only paths (a dead letter's id) belong to no client: refused before any object is read.
    else if (op.path.startsWith('/api/admin/')) value = '1';
    else {
      const parent = path.slice(0, path.indexOf(`/{${param}}`));
      const headers = await h.as(victim.email, victim.client);
      const res = await h.app.inject({ url: parent, headers });
      let body = res.json();
      if (res.statusCode === 404) {
        const owner = parent.slice(0, parent.lastIndexOf('/'));
        body = (await h.app.inject({ url: owner, headers })).json()[parent.slice(parent.lastIndexOf('/') + 1)];
      }
      const first = (Array.isArray(body) ? body : body.items)?.find(victim.pick);
      if (!first) return null;
      value = String(first[param] ?? first.id);
    }
    path = path.replace(`{${param}}`, value);
  }
  return path;
}

export type Reply = { headers: Record<string, unknown>; body: string; rawPayload: Buffer; json(): unknown };

/** The text an answer shows: an Excel export's cells (its body is compressed), any other body as it is. */
export const shownText = async (res: Reply) => {
  const table = await exportTable(res);
  return table ? [table.header, ...table.rows].map((row) => row.join('\t')).join('\n') : res.body;
};

/** Every value an answer shows, as text: a JSON body's strings and numbers at any depth, an export's cells. */
export async function shownValues(res: Reply): Promise<Set<string>> {
  const table = await exportTable(res);
  if (table) return new Set(table.rows.flat());
  if (!String(res.headers['content-type'] ?? '').includes('json')) return new Set();
  const values = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string' || typeof v === 'number') values.add(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(res.json());
  return values;
}
