// Zod as Fastify's validator: the contract's schemas validate requests and type the handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from './problem';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A 400 naming each invalid field; `part` is body, querystring, params or headers. */
export class ZodRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly fieldErrors: FieldError[],
  ) {
    super(`Invalid ${part}`);
  }
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '(root)',
    message: issue.message,
  }));
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new ZodRequestError(httpPart ?? 'request', fieldErrors(result.error)) };
  };

/** Responses are plain JSON: handlers already build them from typed rows. */
export const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/** A Fastify instance whose route schemas are zod schemas. */
export type ZodApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
