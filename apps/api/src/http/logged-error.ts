// What the log keeps of an error (issue 31): what failed and where, never the data it was about.
// drizzle's query errors carry the statement's parameters in their message and stack ("params:
// anna@…, Havenkwartier …"), and PostgreSQL's errors quote values in their message and `detail`
// ("Key (email)=(…) already exists"): user text and personal data that a log must not keep.

const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;
const MAX_CAUSES = 3;

type ErrorLike = Error & Partial<Record<(typeof DATABASE_FIELDS)[number] | 'severity', unknown>>;

/** A PostgreSQL error (node-postgres or PGlite): its message may quote the values it refused. */
const isDatabaseError = (error: ErrorLike) => typeof error.severity === 'string' && typeof error.code === 'string';

/** The message without drizzle's parameter list (the statement's text has only placeholders). */
const withoutParameters = (message: string) => message.split(/\nparams:/)[0] ?? '';

/** The stack's frames only: its first lines repeat the message. */
const framesOf = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n');

/** The error as pino logs it (its `err` serializer). */
/** An error as the log keeps it: its type, a message without data, the stack's frames. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export const loggedError = (error: Error): LoggedError => logged(error, 0);

function logged(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown', stack: '' };
  const e = error as ErrorLike;
  const result: LoggedError = {
    type: e.name && e.name !== 'Error' ? e.name : e.constructor.name,
    message: isDatabaseError(e) ? `Database error ${String(e.code)}` : withoutParameters(e.message),
    stack: framesOf(e.stack),
  };
  for (const field of DATABASE_FIELDS) if (typeof e[field] === 'string') result[field] = e[field];
  if (e.cause !== undefined && depth < MAX_CAUSES) result['cause'] = logged(e.cause, depth + 1);
  return result;
}
