// Maps every error (ours, Fastify's, plugins') to a problem response without internals or stacks.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { HttpProblem, problemBody } from './problem';
import { ZodRequestError } from './zod';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Fastify's own client-error codes, renamed to stable machine codes. */
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
};

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  const status = problem.statusCode;
  return reply
    .code(status)
    .type('application/problem+json')
    .send(problemBody(status, problem.code, problem.message || titles[status] || 'Error', problem.detail, problem.errors, problem.extensions));
}

/** 503 with Retry-After: the database cannot be reached or used right now (db/unavailable.ts). */
export const databaseUnavailable = () =>
  new HttpProblem(503, 'database_unavailable', titles[503] as string, 'The service is briefly unavailable; try again in a few seconds', undefined, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });

function toProblem(error: FastifyError | HttpProblem | ZodRequestError): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (error instanceof ZodRequestError) {
    return new HttpProblem(400, 'validation_failed', 'Bad Request', `Invalid ${error.part}`, error.fieldErrors);
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 && isDatabaseUnavailable(error)) return databaseUnavailable();
  if (status >= 500) return new HttpProblem(500, 'internal_error', titles[500] as string);
  if (status === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)) {
    return new HttpProblem(400, 'malformed_body', 'Bad Request', 'The request body is not valid JSON');
  }
  const code = fastifyCodes[error.code] ?? (titles[status] ?? 'error').toLowerCase().replace(/ /g, '_');
  return new HttpProblem(status, code, titles[status] ?? 'Error');
}

/**
 * Errors Fastify answers before any route or hook (a malformed URL, a path parameter over
 * `maxParamLength`): a problem like every other answer, without echoing the caller's URL.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(reply, new HttpProblem(414, 'uri_too_long', titles[414] as string, 'A part of the address is too long'));
  return sendProblem(reply, new HttpProblem(400, 'bad_url', titles[400] as string, 'The address is not valid'));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const problem = toProblem(error);
    if (problem.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem);
  });
}

export function routeNotFound(request: FastifyRequest): HttpProblem {
  return new HttpProblem(404, 'not_found', 'Not Found', `No route for ${request.method} ${request.url.split('?')[0]}`);
}
