// RFC 9457 problem details: the only error shape the API ever sends.
import type { Problem } from '@portal/shared-api-contract';

export type FieldError = { field: string; message: string };

/** Throw from a handler or hook; the error handler turns it into application/problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    title: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
    /** RFC 9457 extension members, e.g. the `current` state of what a 409 conflicted with. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(title);
  }
}

export function problemBody(status: number, code: string, title: string, detail?: string, errors?: FieldError[], extensions: Record<string, unknown> = {}): Problem {
  return {
    ...extensions,
    type: `https://docs.atlas-rental.test/problems/${code}`,
    title,
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}

export const unauthorized = (code = 'unauthorized', detail?: string) =>
  new HttpProblem(401, code, 'Unauthorized', detail, undefined, { 'www-authenticate': 'Bearer' });
export const forbidden = (code = 'forbidden', detail?: string) => new HttpProblem(403, code, 'Forbidden', detail);
export const notFound = (detail?: string) => new HttpProblem(404, 'not_found', 'Not Found', detail);
export const badRequest = (code: string, detail: string, errors?: FieldError[]) =>
  new HttpProblem(400, code, 'Bad Request', detail, errors);

/** 429 with Retry-After (seconds): a limit on what the caller may do per window was reached. */
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new HttpProblem(429, code, 'Too Many Requests', message, undefined, { 'retry-after': String(retryAfterSeconds) });
