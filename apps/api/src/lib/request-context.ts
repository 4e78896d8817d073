// The request a piece of work is done for, without passing it through every call: its id follows
// the request's async work (AsyncLocalStorage), so a mail written to the outbox while answering it
// carries the same id as the request's log lines, and the delivery worker logs that id when it
// sends or fails (issue 36 point 5: one id from the request to the jobs it caused).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being answered, or null outside one (a scheduled job, the worker). */
export const currentRequestId = (): string | null => context.getStore()?.requestId ?? null;

/** Runs `next` (the rest of the request's handling) with `requestId` as the current one. */
export const withRequestId = (requestId: string, next: () => void): void => context.run({ requestId }, next);

/** What an X-Request-Id from the load balancer may look like to be kept (it reaches logs and mail rows). */
const KEPT_REQUEST_ID = /^[\w.:-]{8,64}$/;

/**
 * A request's id: the load balancer's X-Request-Id when it sends a plausible one, so its log and
 * ours join up; otherwise a fresh UUID (Fastify's default `req-1` restarts with each process).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && KEPT_REQUEST_ID.test(given) ? given : randomUUID();
}
