// Jobs that run at a time of day (the weekly digest, the daily invoice and inspection sweep), in
// every API process: each checks every minute which runs are due, and a run is done by whichever
// process first inserts its (job, period) row into scheduled_runs. A run that started long ago and
// never finished (its process died) is taken again; the jobs themselves record what they told in
// told_events, so a retaken run does not tell anyone twice.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { scheduledRuns } from '../db/schema';

export interface ScheduledJob {
  name: string;
  /** The periods due at `now` (e.g. `2026-W49:nl`); a period already done is skipped. */
  duePeriods(now: Date): string[];
  run(period: string, now: Date): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  jobs: readonly ScheduledJob[];
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** How often due runs are looked for. */
  intervalMs?: number;
  /** After this long an unfinished run counts as crashed and may be taken again. */
  staleMs?: number;
  clock?: () => Date;
}

export const CHECK_EVERY_MS = 60_000;
export const RETAKE_AFTER_MS = 30 * 60_000;

/** Claims a run: a new row, or one whose process died (started before `staleBefore`, not finished). */
export async function claimRun(db: Db, job: string, period: string, now: Date, staleBefore: Date): Promise<boolean> {
  const rows = await db.insert(scheduledRuns).values({ job, period, startedAt: now })
    .onConflictDoUpdate({
      target: [scheduledRuns.job, scheduledRuns.period],
      set: { startedAt: now },
      setWhere: and(isNull(scheduledRuns.finishedAt), lt(scheduledRuns.startedAt, staleBefore)),
    })
    .returning({ job: scheduledRuns.job });
  return rows.length > 0;
}

/** Runs every due run this process can claim; resolves with the `job/period` keys it ran. */
export async function runDue({ db, jobs, log, staleMs = RETAKE_AFTER_MS }: SchedulerOptions, now: Date): Promise<string[]> {
  const ran: string[] = [];
  const staleBefore = new Date(now.getTime() - staleMs);
  for (const job of jobs) {
    for (const period of job.duePeriods(now)) {
      if (!(await claimRun(db, job.name, period, now, staleBefore))) continue;
      try {
        await job.run(period, now);
        await db.update(scheduledRuns).set({ finishedAt: new Date() }).where(and(eq(scheduledRuns.job, job.name), eq(scheduledRuns.period, period)));
        ran.push(`${job.name}/${period}`);
      } catch (error) {
        // Left unfinished: taken again after staleMs, by this process or another.
        log.error({ err: error, job: job.name, period }, 'scheduled run failed; it is taken again later');
      }
    }
  }
  return ran;
}

export interface Scheduler {
  /** Runs what is due now (also what the timer does). */
  tick(): Promise<string[]>;
  /** Stops the timer and waits for a run in hand. */
  stop(): Promise<void>;
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const { intervalMs = CHECK_EVERY_MS, clock = () => new Date() } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> = Promise.resolve([]);
  const tick = () => {
    const next = () => runDue(options, clock());
    running = running.then(next, next);
    return running;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => options.log.error({ err: error }, 'scheduler check failed; trying again later'))
        .finally(() => !stopped && schedule());
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
