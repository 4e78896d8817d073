// Bad input for every body and query schema of /api/openapi.json: each invalid field must come
// back as a 400 problem that names it. Generated, so new endpoints are covered automatically.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';
import { operationsOf, sampleOf, type JsonSchema, type Operation } from './openapi-walk';

let h: Harness;
let ops: Operation[];
beforeAll(async () => {
  h = await createHarness();
  ops = operationsOf((await h.app.inject('/api/openapi.json')).json());
});
afterAll(() => h.close());

/** Values that violate a property's schema; `inQuery` values must be strings. */
function invalidValues(property: JsonSchema, inQuery: boolean): unknown[] {
  // A nullable field (anyOf [T, null]): the values that violate T violate it too.
  const schema = property.anyOf?.find((v) => v.type !== 'null') ?? property;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const out: unknown[] = [];
  if (schema.enum) out.push('not-one-of-the-values');
  if (type === 'string' || (!type && !schema.enum)) {
    if (!inQuery) out.push(12345);
    if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
    if (schema.minLength) out.push('');
    if (schema.format && ['email', 'uuid', 'date'].includes(schema.format)) out.push('not-valid-format');
    // A query parameter with a pattern (e.g. ids=1,2,3): punctuation matches none of ours.
    if (schema.pattern && inQuery) out.push('!');
  }
  if (type === 'integer' || type === 'number') {
    out.push('abc');
    if (schema.minimum !== undefined) out.push(String(schema.minimum - 1));
    if (schema.maximum !== undefined) out.push(String(schema.maximum + 1));
    if (type === 'integer') out.push(inQuery ? '1.5' : 1.5);
  }
  if (type === 'boolean' && !inQuery) out.push('yes');
  return inQuery ? out.map(String) : out;
}

async function headersFor(op: Operation): Promise<Record<string, string>> {
  if (op.isPublic) return {};
  if (op.path.includes('/admin/')) return h.as('staff@atlas.test');
  return h.as('anna@northwind.test', op.needsClient ? 'northwind-bouw' : undefined);
}

const pathOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, '1');

function expectNamed(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, field: string, label: string) {
  expect(res.statusCode, label).toBe(400);
  expect(String(res.headers['content-type']), label).toContain('application/problem+json');
  const errors = (res.json() as { errors?: { field: string }[] }).errors ?? [];
  expect(errors.map((e) => e.field), label).toContain(field);
}

describe('bad input, generated from the OpenAPI document', () => {
  it('finds body and query schemas to test', () => {
    expect(ops.filter((o) => o.body).length).toBeGreaterThanOrEqual(5);
    expect(ops.filter((o) => o.query).length).toBeGreaterThanOrEqual(3);
  });

  it('names every invalid body field', async () => {
    let cases = 0;
    for (const op of ops.filter((o) => o.body?.properties)) {
      const valid = sampleOf(op.body!) as Record<string, unknown>;
      const headers = await headersFor(op);
      for (const [field, schema] of Object.entries(op.body!.properties!)) {
        for (const bad of invalidValues(schema, false)) {
          const payload = { ...valid, [field]: bad };
          const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers, payload });
          expectNamed(res, field, `${op.key} ${field}=${JSON.stringify(bad)}`);
          cases++;
        }
      }
      for (const field of op.body!.required ?? []) {
        const { [field]: _omitted, ...payload } = valid;
        const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers, payload });
        expectNamed(res, field, `${op.key} without ${field}`);
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(20);
  });

  it('names every invalid query parameter', async () => {
    let cases = 0;
    for (const op of ops.filter((o) => o.query?.properties)) {
      const headers = await headersFor(op);
      for (const [field, schema] of Object.entries(op.query!.properties!)) {
        for (const bad of invalidValues(schema, true)) {
          const res = await h.app.inject({ method: op.method as InjectOptions['method'], url: pathOf(op), headers, query: { [field]: String(bad) } });
          expectNamed(res, field, `${op.key} ?${field}=${String(bad)}`);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(10);
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
