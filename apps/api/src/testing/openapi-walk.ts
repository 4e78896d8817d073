// Reads the served OpenAPI document into a flat list of operations, and makes sample values from
// its JSON schemas, so tests cover every endpoint without a hand-kept list.
import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  /** Path with `{param}` placeholders as in OpenAPI. */
  key: string;
  isPublic: boolean;
  needsClient: boolean;
  pathParams: string[];
  /** The path parameters as one object schema, like `query`. */
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** The media types the request body may have (a raw upload has no JSON `body`). */
  bodyTypes: string[];
}

interface RawOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export function operationsOf(doc: { paths: Record<string, Record<string, RawOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === 'query');
      const inPath = params.filter((p) => p.in === 'path');
      return {
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        isPublic: !op.security?.length,
        needsClient: params.some((p) => p.in === 'header' && p.name === 'x-corporate-client'),
        pathParams: inPath.map((p) => p.name),
        params: inPath.length ? { type: 'object', properties: Object.fromEntries(inPath.map((p) => [p.name, p.schema])), required: inPath.map((p) => p.name) } : undefined,
        query: query.length
          ? { type: 'object', properties: Object.fromEntries(query.map((p) => [p.name, p.schema])), required: query.filter((p) => p.required).map((p) => p.name) }
          : undefined,
        body: op.requestBody?.content['application/json']?.schema,
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
      };
    }),
  );
}

/** A valid value for a schema: good enough to get past validation to the interesting checks. */
/** The operations of the document `app` serves at /api/openapi.json. */
export async function servedOperations(app: FastifyInstance): Promise<Operation[]> {
  return operationsOf((await app.inject('/api/openapi.json')).json());
}

/** The schema without its `null` alternative (a nullable field is validated as its other type). */
export const nonNull = (schema: JsonSchema): JsonSchema =>
  schema.anyOf?.find((v) => v.type !== 'null') ?? schema.oneOf?.find((v) => v.type !== 'null') ?? schema;

/** The schema's type, leaving out `null` when it is one of several. */
export const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.[0]) return sampleOf(variant.find((v) => v.type !== 'null') ?? variant[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sampleOf(schema.properties?.[k] ?? {})]));
    case 'array':
      // As many items as the schema wants at least (a member needs one role): none otherwise.
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'uuid') return '5eed0000-0000-4000-8000-0000000000ff';
      if (schema.format === 'date') return '2030-01-01';
      // At least three characters: some texts need a few (a rejection's reason) beyond what the
      // generated schema can say (zod pipes document their input side only).
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 3, 1), schema.maxLength ?? Infinity));
  }
}
