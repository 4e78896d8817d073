// Random requests to every operation of /api/openapi.json (fast-check): values from each
// parameter's and body's schema and just outside it (NUL, very long and non-Latin texts, numbers
// out of range, negative or fractional, wrong types, missing and extra fields), sent as a signed-in
// user. The API must never answer 5xx, and every 4xx must be application/problem+json.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';
import { nonNull, sampleOf, servedOperations, typeOf, type JsonSchema, type Operation } from './openapi-walk';

/** Runs per operation: about 100 operations, so a couple of thousand requests in all. */
const RUNS_PER_OPERATION = 20;
/** Printed so a failure can be replayed: FUZZ_SEED=<seed> npx vitest run …/fuzz.test.ts */
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2 ** 31);

let h: Harness;
let ops: Operation[];
beforeAll(async () => {
  h = await createHarness();
  ops = await servedOperations(h.app);
});
afterAll(() => h.close());

/** Texts a parser or the database may choke on. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uFEFF', '%00', '../../etc/passwd', "' OR 1=1 --", '${7*7}', '<script>', 'null', '-1', '1e309', 'NaN', '2147483648', '9223372036854775808', ' '),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);
/** Numbers out of every range. */
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.5, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
);
/** Anything JSON: the wrong type for most fields. */
const anyJson = fc.oneof(nastyText, nastyNumber, fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }));

/** A value of the schema (mostly near its edges) or just outside it. */
function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const s = nonNull(schema);
  const type = typeOf(s);
  const inside: fc.Arbitrary<unknown>[] = [fc.constant(sampleOf(s))];
  if (s.enum) inside.push(fc.constantFrom(...s.enum));
  if (type === 'string') {
    inside.push(fc.string({ minLength: s.minLength ?? 0, maxLength: s.maxLength ?? 50 }));
    if (s.maxLength !== undefined) inside.push(fc.constant('x'.repeat(s.maxLength)), fc.constant('x'.repeat(s.maxLength + 1)));
    if (s.format === 'uuid') inside.push(fc.uuid());
    if (s.format === 'date') inside.push(fc.constantFrom('0000-01-01', '9999-12-31', '2025-02-30', '2025-13-01', '275760-09-13'));
    if (s.format === 'email') inside.push(fc.emailAddress());
  }
  if (type === 'integer' || type === 'number') {
    const min = s.minimum ?? s.exclusiveMinimum ?? -1e6;
    const max = s.maximum ?? 1e6;
    inside.push(fc.integer({ min: Math.max(Math.ceil(min), -2_147_483_648), max: Math.min(Math.floor(max), 2_147_483_647) }));
    inside.push(fc.constantFrom(min - 1, max + 1, min + 0.5));
  }
  if (type === 'boolean') inside.push(fc.boolean());
  if (type === 'array' && depth < 3) inside.push(fc.array(valueOf(s.items ?? {}, depth + 1), { maxLength: 4 }), fc.array(valueOf(s.items ?? {}, depth + 1), { minLength: 50, maxLength: 60 }));
  if (type === 'object' && depth < 3) inside.push(objectOf(s, depth + 1));
  // Mostly values the schema is about; now and then anything at all.
  return fc.oneof({ arbitrary: fc.oneof(...inside), weight: 3 }, { arbitrary: type === 'string' ? nastyText : type === 'integer' || type === 'number' ? nastyNumber : anyJson, weight: 1 }, { arbitrary: anyJson, weight: 1 });
}

/** An object: each property present or not (required ones missing too), plus extra fields now and then. */
function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const parts = Object.fromEntries(props.map(([k, v]) => [k, fc.option(valueOf(v, depth), { freq: required.has(k) ? 8 : 2, nil: undefined })]));
  return fc.tuple(fc.record(parts), fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), anyJson, { maxKeys: 3 }), { freq: 4 })).map(([obj, extra]) => {
    const out: Record<string, unknown> = { ...(extra ?? {}) };
    for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
    return out;
  });
}

/** Query and path values are strings on the wire; a URL cannot carry a lone surrogate (the body can). */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

function requestOf(op: Operation): fc.Arbitrary<InjectOptions> {
  const pathValues = fc.record(Object.fromEntries(op.pathParams.map((name) => [name, fc.oneof(valueOf(op.params!.properties![name] ?? {}), nastyText).map(asText)])));
  const query = op.query ? objectOf(op.query) : fc.constant({});
  const bodies = op.body ? [objectOf(nonNull(op.body).properties ? nonNull(op.body) : { type: 'object' }), valueOf(op.body), anyJson] : [fc.constant(undefined)];
  return fc.tuple(pathValues, query, fc.oneof(...bodies)).map(([params, q, body]) => ({
    method: op.method as InjectOptions['method'],
    url: op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '') || '%20'),
    query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, asText(v)])),
    ...(body !== undefined ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  }));
}

/**
 * Found by this fuzzer and fixed (issue 15): a year-0000 date that the ISO format allows broke the
 * database's date arithmetic (500, or a CSV stream cut after its 200) — dates are now bounded in
 * the contract; a path parameter over `maxParamLength` was answered by Fastify itself in plain JSON
 * echoing the URL — now a 414 problem (`frameworkErrors`). The tests after the walk keep them fixed.
 * Findings that are known and accepted would be listed here, counted and printed rather than failed.
 */
const KNOWN: { pattern: RegExp; what: string }[] = [];
const isKnown = (label: string) => KNOWN.some((k) => k.pattern.test(label));

async function headersFor(op: Operation): Promise<Record<string, string>> {
  if (op.isPublic) return {};
  if (op.path.includes('/admin/')) return h.as('staff@atlas.test');
  return h.as('anna@northwind.test', op.needsClient ? 'northwind-bouw' : undefined);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, and answers every 4xx as problem+json', { timeout: 240_000 }, async () => {
    let requests = 0;
    const fivexx: string[] = [];
    const notProblem: string[] = [];
    const known: string[] = [];
    const statuses = new Map<number, number>();
    for (const [i, op] of ops.entries()) {
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (req) => {
          const headers = { ...(await headersFor(op)), ...(req.headers as Record<string, string> | undefined) };
          requests++;
          const res = await h.app.inject({ ...req, headers }).catch((e: Error) => e);
          if (res instanceof Error) {
            // A stream that broke after its headers went out: the client sees a cut connection.
            const label = `${op.key} ${String(req.url).slice(0, 120)} ?${JSON.stringify(req.query).slice(0, 120)} → ${res.message}`;
            (isKnown(label) ? known : fivexx).push(label);
            return;
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const label = `${op.key} ${req.method} ${String(req.url).slice(0, 120)} ?${JSON.stringify(req.query).slice(0, 120)} ${String(req.payload ?? '').slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (isKnown(label)) known.push(label);
          else if (res.statusCode >= 500) fivexx.push(label);
          else if (res.statusCode >= 400 && !String(res.headers['content-type']).includes('application/problem+json')) notProblem.push(label);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED + i },
      );
    }
    console.info(`fuzz: ${requests} requests to ${ops.length} operations (seed ${SEED}); 5xx: ${fivexx.length}; 4xx not problem+json: ${notProblem.length}; known findings hit: ${known.length}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(fivexx).toEqual([]);
    expect(notProblem).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  });

  it('a CSV export with a year-0000 date answers 400 instead of cutting the stream', async () => {
    const headers = await h.as('anna@northwind.test', 'northwind-bouw');
    const res = await h.app.inject({ url: '/api/overview/orders/export.csv', headers, query: { from: '0000-01-01', to: '0000-01-01' } });
    expect(res.statusCode).toBe(400);
  });

  it('a list filtered by a year-0000 date answers 400, not 500', async () => {
    const headers = await h.as('anna@northwind.test', 'northwind-bouw');
    const res = await h.app.inject({ url: '/api/request/requests', headers, query: { to: '0000-01-01' } });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('a path parameter over 200 characters is answered as a problem, without echoing the address', async () => {
    const headers = await h.as('anna@northwind.test', 'northwind-bouw');
    const res = await h.app.inject({ url: `/api/assets/${'x'.repeat(250)}`, headers });
    expect(res.statusCode).toBe(414);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    expect(res.body).not.toContain('xxxxxxxx');
  });
});
