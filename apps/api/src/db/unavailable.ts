// Whether an error means the database cannot be reached or used right now (an outage, a restart, a
// full connection table, storage that refuses writes), as opposed to a bug or a refused statement.
// Such a failure answers 503 with Retry-After, not 500 (issue 31): the client may try again soon,
// and a load balancer can tell a database outage from a broken release.

/** SQLSTATE classes and codes of an unreachable or shutting-down server. */
const unavailableStates = /^(08...|57P0[1-3]|53300|53100|58030)$/;
/** Node's network and file-system errors of a lost connection or unusable storage. */
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EPERM', 'EACCES', 'EIO', 'ENOSPC', 'EROFS']);
/** node-postgres and PGlite say some of it only in words. */
const unavailableWords = /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed|database is unavailable/i;
/**
 * PostgreSQL's file errors (errcode_for_file_access): storage that refuses a read or a write says
 * `could not create file "…": Permission denied` with 42501, the SQLSTATE of a missing privilege.
 */
const storageWords = /^could not [a-z ]+ (file|directory) "/;

/** PostgreSQL ended the backend (FATAL) or the whole server (PANIC) with this error: nothing works until it is back. */
export function endsTheBackend(error: unknown): boolean {
  const severity = (error as { severity?: unknown } | null)?.severity;
  return severity === 'FATAL' || severity === 'PANIC';
}

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || unavailableErrnos.has(code))) return true;
  if (endsTheBackend(error)) return true;
  if (unavailableWords.test(error.message) || storageWords.test(error.message)) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
