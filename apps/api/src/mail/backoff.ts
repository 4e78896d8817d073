// When a mail whose send failed is tried again: exponential backoff with jitter, so a mail server
// that is down is not hammered and the waiting mails of several processes do not all retry at once.

const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait before try `attempt + 1`, after `attempt` tries failed (1, 2, 4 … minutes, at most an hour, ±20 %). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
