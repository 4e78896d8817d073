import type { Problem as ContractProblem } from '@portal/shared-api-contract';

/**
 * The API's error body (the contract's RFC 9457 problem details) as a screen receives it: the
 * status always (from the response), the rest only as far as the body had it, since a proxy or
 * gateway in between may answer with something else.
 */
export type Problem = Pick<ContractProblem, 'status'> & Partial<ContractProblem>;

/** What went wrong with a call, reduced to what a screen needs to say it in the user's language. */
export type CallFailure =
  | { kind: 'network' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'problem'; problem: Problem };

interface HttpErrorLike {
  isAxiosError?: boolean;
  response?: { status: number; data: unknown; headers: Record<string, unknown> };
}

// Duck-typed rather than `instanceof AxiosError`, so screens can ask without loading axios.
export function describeFailure(error: unknown): CallFailure {
  const http = (typeof error === 'object' && error ? error : {}) as HttpErrorLike;
  if (!http.isAxiosError || !http.response) return { kind: 'network' };
  const { status, data, headers } = http.response;
  if (status === 429) {
    const retryAfter = Number(headers['retry-after']);
    return { kind: 'rateLimited', retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null };
  }
  const body = (typeof data === 'object' && data) || {};
  return { kind: 'problem', problem: { ...(body as Partial<Problem>), status } };
}

/** The API answered 404: the object does not exist for the caller's client. */
export const isNotFound = (error: unknown): boolean => {
  const failure = describeFailure(error);
  return failure.kind === 'problem' && failure.problem.status === 404;
};
