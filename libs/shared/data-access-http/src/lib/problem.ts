import { AxiosError } from 'axios';

/** The API's error body (RFC 9457 problem details). */
export interface Problem {
  status: number;
  code?: string;
  title?: string;
  detail?: string;
  errors?: { field: string; message: string }[];
}

/** What went wrong with a call, reduced to what a screen needs to say it in the user's language. */
export type CallFailure =
  | { kind: 'network' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'problem'; problem: Problem };

export function describeFailure(error: unknown): CallFailure {
  if (!(error instanceof AxiosError) || !error.response) return { kind: 'network' };
  const { status, data, headers } = error.response;
  if (status === 429) {
    const retryAfter = Number(headers['retry-after']);
    return { kind: 'rateLimited', retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null };
  }
  const body = (typeof data === 'object' && data) || {};
  return { kind: 'problem', problem: { ...(body as Partial<Problem>), status } };
}
