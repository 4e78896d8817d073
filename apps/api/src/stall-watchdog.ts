// The last resort for a main thread that never comes back (issue 31, finding 6). PGlite runs its
// statements synchronously on Node's main thread; one that never ends (as after a PANIC before
// db/pglite-failure.ts, or any other loop we do not know of) blocks the event loop, and with it
// every request, every timer and the SIGTERM handler: only `kill -9` ended such a process. Nothing
// on the main thread can act then, so a worker thread watches a heartbeat the main thread beats,
// and when it has stopped for `limitMs` writes one line to stderr and kills the process (SIGKILL:
// a signal the blocked thread need not handle), for its supervisor to start it again.
import { url as debuggerUrl } from 'node:inspector';
import { Worker } from 'node:worker_threads';
import type { LogFormat } from './http/logger';

/**
 * Stalls of this length end the process: far beyond any statement (milliseconds, docs/performance.md)
 * and within the 10 s a SIGTERM may take, which the stalled thread cannot handle.
 */
export const STALL_LIMIT_MS = 8000;

// Plain JavaScript (CommonJS), evaluated by the worker: no file to find in the bundle. `paused`
// guards against a false alarm: when the worker itself missed its turns, the whole process was
// stopped (SIGSTOP, a paused VM), not the main thread alone.
const watcher = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { beat, limitMs, message, json } = workerData;
const every = Math.min(500, limitMs / 4);
let seen = Atomics.load(beat, 0);
let since = performance.now();
let last = since;
setInterval(() => {
  const now = performance.now();
  const paused = now - last > 4 * every;
  last = now;
  const current = Atomics.load(beat, 0);
  if (current !== seen || paused) {
    seen = current;
    since = now;
    return;
  }
  if (now - since < limitMs) return;
  const msg = message.replace('%ms', String(Math.round(now - since)));
  writeSync(2, (json ? JSON.stringify({ level: 60, time: Date.now(), msg }) : msg) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, every);
`;

/**
 * Starts watching; returns the function that stops. `message` is what stderr gets (`%ms`: the
 * stall's length), as a pino fatal record for `json` (as startup.ts's refusalLine). Not while a
 * debugger is attached: a breakpoint stops the main thread too.
 */
export function watchForStalls(message: string, format: LogFormat, limitMs = STALL_LIMIT_MS): () => Promise<void> {
  if (debuggerUrl()) return async () => undefined;
  const beat = new Int32Array(new SharedArrayBuffer(4));
  const heartbeat = setInterval(() => Atomics.add(beat, 0, 1), Math.min(250, limitMs / 8));
  heartbeat.unref();
  // No execArgv: the process's (`--input-type=module`, a loader) would make the script a module.
  const worker = new Worker(watcher, { eval: true, execArgv: [], workerData: { beat, limitMs, message, json: format === 'json' } });
  worker.unref();
  // A watchdog that fails leaves the server as it was, without one: said, not fatal.
  worker.on('error', (error) => process.emitWarning(`the stall watchdog stopped: ${String(error)}`));
  return async () => {
    clearInterval(heartbeat);
    await worker.terminate();
  };
}
