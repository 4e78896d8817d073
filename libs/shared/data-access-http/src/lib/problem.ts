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
