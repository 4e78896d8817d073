// Bad input for every body, query and path schema of /api/openapi.json: each invalid field must
// come back as a 400 problem that names it. Generated, so new endpoints are covered automatically.
// Beyond each schema's own limits, every number gets one past the PostgreSQL integer range and
// every text a NUL character: both used to reach the database and answer 500.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';
import { nonNull, sampleOf, servedOperations, typeOf, type JsonSchema, type Operation } from './openapi-walk';

let h: Harness;
let ops: Operation[];
beforeAll(async () => {
  h = await createHarness();
  ops = await servedOperations(h.app);
});
afterAll(() => h.close());

/** One past PostgreSQL's `integer` (int4): the id of no row, and an error if it reaches a query. */
const beyondInt4 = 2_147_483_648;
/** A valid text with a NUL in its middle, so the NUL is all that is wrong with it. */
const withNul = (valid: string) => (valid.length > 1 ? `${valid.slice(0, 1)}\u0000${valid.slice(2)}` : '\u0000');

/** Values that violate a property's schema; `inQuery` values must be strings. */
function invalidValues(property: JsonSchema, inQuery: boolean): unknown[] {
  const schema = nonNull(property);
  const type = typeOf(schema);
  const out: unknown[] = [];
  if (schema.enum) out.push('not-one-of-the-values');
  if (type === 'string' || (!type && !schema.enum)) {
    if (!inQuery) out.push(12345);
    if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
    if (schema.minLength) out.push('');
    if (schema.format && ['email', 'uuid', 'date'].includes(schema.format)) out.push('not-valid-format');
    // A query parameter with a pattern (e.g. ids=1,2,3): punctuation matches none of ours.
    if (schema.pattern && inQuery) out.push('!');
    if (schema.pattern && inQuery) out.push(String(beyondInt4));
    out.push(withNul(String(sampleOf(schema))));
  }
  if (type === 'integer' || type === 'number') {
    out.push('abc');
    if (schema.minimum !== undefined) out.push(String(schema.minimum - 1));
    if (schema.exclusiveMinimum !== undefined) out.push(String(schema.exclusiveMinimum));
    if (schema.maximum !== undefined && schema.maximum + 1 !== beyondInt4) out.push(String(schema.maximum + 1));
    out.push(String(beyondInt4));
    if (type === 'integer') out.push(inQuery ? '1.5' : 1.5);
  }
  if (type === 'boolean' && !inQuery) out.push('yes');
  // In a body a number is sent as a number: '2147483648' as a string is wrong for another reason.
  return inQuery ? out.map(String) : out.map((v) => (typeof v === 'string' && /^-?\d+$/.test(v) && (type === 'integer' || type === 'number') ? Number(v) : v));
}

/** A bad value at a place inside a value of `schema`: the whole value, and the path zod names. */
interface BadCase {
  path: string[];
  value: unknown;
}

/** Bad values for a schema and, inside objects and arrays, for each of their parts. */
function badCases(schema: JsonSchema, inQuery: boolean): BadCase[] {
  const s = nonNull(schema);
  const type = typeOf(s);
  const cases: BadCase[] = invalidValues(s, inQuery).map((value) => ({ path: [], value }));
  if (type === 'object' && s.properties) {
    const valid = sampleOf(s) as Record<string, unknown>;
    for (const [key, part] of Object.entries(s.properties)) {
      for (const bad of badCases(part, inQuery)) cases.push({ path: [key, ...bad.path], value: { ...valid, [key]: bad.value } });
    }
  }
  if (type === 'array' && s.items) {
    // The bad item first; the rest as many valid ones as the array needs.
    const valid = sampleOf(s) as unknown[];
    for (const bad of badCases(s.items, inQuery)) cases.push({ path: ['0', ...bad.path], value: [bad.value, ...valid.slice(1)] });
  }
  return cases;
}

/** A body's object schemas: the body itself, or each alternative of a union (requests' types). */
const bodyVariants = (body: JsonSchema) => (body.properties ? [body] : (body.oneOf ?? body.anyOf ?? []).filter((v) => v.properties));

async function headersFor(op: Operation): Promise<Record<string, string>> {
  if (op.isPublic) return {};
  if (op.path.includes('/admin/')) return h.as('staff@atlas.test');
  return h.as('anna@northwind.test', op.needsClient ? 'northwind-bouw' : undefined);
}

const pathOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, '1');

/** Soft: one run reports every case that fails, not just the first. */
function expectNamed(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, field: string, label: string) {
  expect.soft(res.statusCode, label).toBe(400);
  expect.soft(String(res.headers['content-type']), label).toContain('application/problem+json');
  const errors = (res.json() as { errors?: { field: string }[] }).errors ?? [];
  // The field itself, or a part of it (`ids=1,2147483648` names `ids.1`).
  const named = errors.map((e) => e.field).filter((f) => f === field || f.startsWith(`${field}.`));
  expect.soft(named, `${label}: ${JSON.stringify(errors)}`).not.toEqual([]);
}

describe('bad input, generated from the OpenAPI document', () => {
  it('finds body and query schemas to test', () => {
    expect(ops.filter((o) => o.body).length).toBeGreaterThanOrEqual(5);
    expect(ops.filter((o) => o.query).length).toBeGreaterThanOrEqual(3);
  });

  it('names every invalid body field, inside objects and arrays too', async () => {
    let cases = 0;
    for (const op of ops.filter((o) => o.body)) {
      const headers = await headersFor(op);
      for (const variant of bodyVariants(op.body!)) {
        for (const bad of badCases(variant, false)) {
          const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers, payload: bad.value as InjectOptions['payload'] });
          const field = bad.path.join('.');
          expectNamed(res, field, `${op.key} ${field}=${JSON.stringify(bad.value)}`);
          cases++;
        }
      }
      if (!op.body!.properties) continue;
      const valid = sampleOf(op.body!) as Record<string, unknown>;
      for (const field of op.body!.required ?? []) {
        const { [field]: _omitted, ...payload } = valid;
        const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers, payload });
        expectNamed(res, field, `${op.key} without ${field}`);
        cases++;
      }
    }
    console.info(`bad input: ${cases} invalid bodies sent, each answered 400 naming its field`);
    expect(cases).toBeGreaterThan(20);
  });

  it('names every invalid query parameter', async () => {
    let cases = 0;
    for (const op of ops.filter((o) => o.query?.properties)) {
      const headers = await headersFor(op);
      for (const [field, schema] of Object.entries(op.query!.properties!)) {
        for (const bad of invalidValues(schema, true)) {
          const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers, query: { [field]: String(bad) } });
          expectNamed(res, field, `${op.key} ?${field}=${JSON.stringify(bad)}`);
          cases++;
        }
      }
    }
    console.info(`bad input: ${cases} invalid query values sent, each answered 400 naming its parameter`);
    expect(cases).toBeGreaterThan(10);
  });

  it('names every invalid path parameter', async () => {
    let cases = 0;
    for (const op of ops.filter((o) => o.params?.properties)) {
      const headers = await headersFor(op);
      for (const [field, schema] of Object.entries(op.params!.properties!)) {
        for (const bad of invalidValues(schema, true)) {
          const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === field ? encodeURIComponent(String(bad)) : '1'));
          const res = await h.app.inject({ method: op.method as InjectOptions['method'], url, headers, ...(op.body ? { payload: sampleOf(op.body) as InjectOptions['payload'] } : {}) });
          expectNamed(res, field, `${op.key} {${field}}=${JSON.stringify(bad)}`);
          cases++;
        }
      }
    }
    console.info(`bad input: ${cases} invalid path values sent, each answered 400 naming its parameter`);
    expect(cases).toBeGreaterThan(30);
  });

  it('refuses files a raw upload does not take, whatever type the header claims', async () => {
    const uploads = ops.filter((o) => !o.body && o.bodyTypes.length);
    expect(uploads.map((o) => o.key)).toContain('POST /api/request/requests/{id}/photos');
    for (const op of uploads) {
      const headers = await headersFor(op);
      for (const type of [...op.bodyTypes, 'text/plain', 'application/json']) {
        const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers: { ...headers, 'content-type': type }, payload: '{"not":"a file"}' });
        expect(res.statusCode, `${op.key} as ${type}`).toBe(400);
        expect(String(res.headers['content-type']), op.key).toContain('application/problem+json');
      }
    }
  });

  it('refuses bodies that are not JSON objects', async () => {
    for (const op of ops.filter((o) => o.body)) {
      const headers = { ...(await headersFor(op)), 'content-type': 'application/json' };
      for (const payload of ['[]', '"text"', '{"broken":']) {
        const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers, payload });
        expect(res.statusCode, `${op.key} ${payload}`).toBe(400);
        expect(res.json(), op.key).toMatchObject({ status: 400 });
      }
    }
  });
});
