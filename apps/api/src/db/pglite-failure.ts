// The embedded database after a PANIC (issue 31, finding 6). PGlite is PostgreSQL without its
// postmaster. When a WAL write fails (a data directory that cannot be written, a full disk when a
// new WAL segment starts), PostgreSQL PANICs: the postmaster would end every backend and start
// again from the WAL. PGlite reports the PANIC as an ordinary error and carries on with what the
// PANIC left: the next commit waits in XLogFlush for that write, spinning synchronously on Node's
// main thread for good (every request hung, openapi.json included; the CPU busy; SIGTERM never
// handled; no recovery once the directory was writable again). So after a PANIC (or a FATAL,
// which ends a backend) nothing reaches PGlite any more: every statement fails at once as the
// database being unavailable (503), and main.ts ends the process for a supervisor to start it
// again, which replays the WAL as PostgreSQL would.
import { endsTheBackend } from './unavailable';

/** Every statement after the failure throws this; isDatabaseUnavailable knows its words. */
export class EmbeddedDatabaseFailed extends Error {
  override name = 'EmbeddedDatabaseFailed';

  constructor(cause: unknown) {
    const severity = String((cause as { severity?: unknown }).severity);
    super(`database is unavailable: the embedded database stopped after a ${severity} (did its data directory refuse a write?).`, { cause });
  }
}

/** Trips at the first FATAL or PANIC that passes through `watch`; stays tripped. */
export class FailureLatch {
  #error: EmbeddedDatabaseFailed | undefined;
  #tripped: (error: EmbeddedDatabaseFailed) => void = () => undefined;
  /** Resolves with the failure once there is one; never, while the database works. */
  readonly failed = new Promise<EmbeddedDatabaseFailed>((resolve) => (this.#tripped = resolve));

  get error(): EmbeddedDatabaseFailed | undefined {
    return this.#error;
  }

  /** Throws once tripped: called before anything reaches PGlite. */
  check(): void {
    if (this.#error) throw this.#error;
  }

  async watch<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (endsTheBackend(error) && !this.#error) {
        this.#error = new EmbeddedDatabaseFailed(error);
        this.#tripped(this.#error);
      }
      throw error;
    }
  }
}
