// OpenAPI 3.1 generated from the same zod schemas that validate requests, served at
// /api/openapi.json with swagger-ui at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { problemSchema } from '@portal/shared-api-contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AuthLevel } from '../context';

const isZod = (s: unknown): s is z.ZodType => typeof s === 'object' && s !== null && '_zod' in s;

function toJson(schema: unknown, io: 'input' | 'output'): unknown {
  if (!isZod(schema)) return schema;
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

const problemJson = toJson(problemSchema, 'output');
const clientHeader = { type: 'string', format: 'uuid', description: 'externalUuid of the selected corporate client' };

function transformSchema(schema: FastifySchema, auth: AuthLevel): FastifySchema & Record<string, unknown> {
  const headers = (toJson(schema.headers, 'input') ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown>; required?: string[] };
  const out: Record<string, unknown> = {
    ...schema,
    body: toJson(schema.body, 'input'),
    querystring: toJson(schema.querystring, 'input'),
    params: toJson(schema.params, 'input'),
    response: {
      ...Object.fromEntries(Object.entries(schema.response ?? {}).map(([code, s]) => [code, toJson(s, 'output')])),
      default: { description: 'A problem (RFC 9457)', content: { 'application/problem+json': { schema: problemJson } } },
    },
  };
  if (auth === 'client') {
    headers.properties = { ...headers.properties, 'x-corporate-client': clientHeader };
    headers.required = [...(headers.required ?? []), 'x-corporate-client'];
  }
  if (headers.properties && Object.keys(headers.properties).length) out['headers'] = { type: 'object', properties: headers.properties, required: headers.required };
  else delete out['headers'];
  if (auth !== 'public') out['security'] = [{ bearerAuth: [] }];
  return out as FastifySchema & Record<string, unknown>;
}

export async function registerOpenApi(app: FastifyInstance, release: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Atlas Portal API', version: release, description: 'General (/api), user management (/api/usermgmt), requests (/api/request) and overview (/api/overview).' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide) return { schema, url };
      return { schema: transformSchema(schema, (route.config as { auth?: AuthLevel } | undefined)?.auth ?? 'client'), url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's default policy upgrades to https, which breaks the page on http://localhost.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
