// Every /api route Fastify registered must be in the OpenAPI document: the isolation and
// bad-input walks (and fuzz.test.ts) are generated from that document, so a route left out of it
// would escape all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

/** Registered on purpose without an entry in the document, each for its reason. */
const NOT_DOCUMENTED: { pattern: RegExp; why: string }[] = [
  // The document itself and the Swagger UI that shows it: not API operations.
  { pattern: /^(GET|HEAD) \/api\/openapi\.json$/, why: 'the OpenAPI document itself' },
  { pattern: /^(GET|HEAD) \/api\/docs(\/.*|\*)?$/, why: 'Swagger UI and its static files' },
  // Development only (never registered outside APP_ENV=local), reads the outbox of sent mail.
  { pattern: /^(GET|HEAD) \/api\/dev\/outbox(\/.*)?$/, why: 'local-only mail outbox for development' },
];

const PROBE = '/api/testing/undocumented-probe/:id';
let h: Harness;
let registered: string[];
beforeAll(async () => {
  // A probe left out of the document on purpose: the check must find it, or it finds nothing.
  h = await createHarness({ beforeReady: (app) => app.get(PROBE, { schema: { hide: true } }, async () => ({})) });
  // buildApp registers every route before the harness's beforeReady runs, so an onRoute hook there
  // sees none: the router's own tree (printRoutes) is read instead.
  registered = routesOf(h.app.printRoutes({ commonPrefix: false }));
});
afterAll(() => h.close());

/** `METHOD /full/path` for each node of printRoutes' tree (`├── /seg (GET, HEAD)`, nested by 4 columns). */
function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join('');
    for (const method of m[3]?.split(', ') ?? []) out.push(`${method} ${url}`);
  }
  return out;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const asOpenApi = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/$/, '') || '/';

describe('routes vs the OpenAPI document', () => {
  it('documents every registered /api route', async () => {
    const doc = (await h.app.inject('/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)));
    const api = [...new Set(registered.filter((r) => r.split(' ')[1]!.startsWith('/api')))];
    // HEAD routes Fastify adds next to each GET are covered by the GET's entry.
    const missing = api
      .map((r) => {
        const [method, url] = r.split(' ') as [string, string];
        return `${method} ${asOpenApi(url)}`;
      })
      .filter((r) => !documented.has(r) && !(r.startsWith('HEAD ') && documented.has(r.replace(/^HEAD/, 'GET'))))
      .filter((r) => !NOT_DOCUMENTED.some((x) => x.pattern.test(r)));
    console.info(`routes vs OpenAPI: ${api.length} /api routes registered, ${documented.size} operations documented, ${missing.length - 2} undocumented (besides the probe)`);
    expect(api.length).toBeGreaterThan(20);
    expect(missing.sort()).toEqual(['GET /api/testing/undocumented-probe/{id}', 'HEAD /api/testing/undocumented-probe/{id}']);
  });
});
