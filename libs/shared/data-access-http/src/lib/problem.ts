import type { Problem as ContractProblem } from '@portal/shared-api-contract';
import { readProblemFields, type ProblemFields } from '@portal/shared-api-contract/first-load-answers';

/**
 * The API's error body (the contract's RFC 9457 problem details) as a screen receives it: the
 * status always (from the response), the rest only as far as the body had it, since a proxy or
 * gateway in between may answer with something else.
 */
export type Problem = Pick<ContractProblem, 'status'> & ProblemFields;

/** What went wrong with a call, reduced to what a screen needs to say it in the user's language. */
export type CallFailure =
  | { kind: 'network' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'problem'; problem: Problem };

/** The response of a failed axios call, read by shape (narrowed, not cast). */
function responseOf(error: unknown): { status: number; data: unknown; retryAfter: unknown } | undefined {
  if (typeof error !== 'object' || error === null || !('isAxiosError' in error) || error.isAxiosError !== true) return undefined;
  const response = 'response' in error ? error.response : undefined;
  if (typeof response !== 'object' || response === null || !('status' in response) || typeof response.status !== 'number') return undefined;
  const headers = 'headers' in response && typeof response.headers === 'object' && response.headers !== null ? response.headers : {};
  return { status: response.status, data: 'data' in response ? response.data : undefined, retryAfter: 'retry-after' in headers ? headers['retry-after'] : undefined };
}

// Duck-typed rather than `instanceof AxiosError`, so screens can ask without loading axios.
export function describeFailure(error: unknown): CallFailure {
  const response = responseOf(error);
  if (!response) return { kind: 'network' };
  const { status, data } = response;
  if (status === 429) {
    const retryAfter = Number(response.retryAfter);
    return { kind: 'rateLimited', retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null };
  }
  // Only what has the contract's types: the body may come from a proxy rather than the API.
  return { kind: 'problem', problem: { ...readProblemFields(data), status } };
}

/** The API answered 404: the object does not exist for the caller's client. */
export const isNotFound = (error: unknown): boolean => {
  const failure = describeFailure(error);
  return failure.kind === 'problem' && failure.problem.status === 404;
};
