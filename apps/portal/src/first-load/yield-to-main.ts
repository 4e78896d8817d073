/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input
 * between two pieces of start-up work (issue 14: on a phone, each piece is a task of its own instead
 * of one that blocks for 250 ms). `scheduler.yield()` where the browser has it (the continuation
 * goes before other queued tasks), else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
