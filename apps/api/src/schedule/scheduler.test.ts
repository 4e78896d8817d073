// The scheduler with an injected clock: due periods in the opCo's time, a run claimed once across
// two callers, a crashed run taken again only once it is stale, a failed run left unfinished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { readConfig } from '../config/env';
import { openTestDatabase } from '../testing/harness';
import { dailyPeriod, isoWeek, weeklyPeriod } from './calendar';
import { runDue, type ScheduledJob } from './scheduler';

const log = { error: () => undefined, info: () => undefined };

describe('calendar', () => {
  it('is due on Monday from 07:00 in the opCo, not before and not on Tuesday', () => {
    // 2026-12-07 is a Monday; Amsterdam is UTC+1 in winter, Warsaw too, and Budapest.
    expect(weeklyPeriod('nl', new Date('2026-12-07T05:59:00Z'), 1, 7)).toBeNull();
    expect(weeklyPeriod('nl', new Date('2026-12-07T06:00:00Z'), 1, 7)).toBe('2026-W50:nl');
    expect(weeklyPeriod('nl', new Date('2026-12-08T06:00:00Z'), 1, 7)).toBeNull();
    // Summer time: 07:00 in Berlin is 05:00 UTC.
    expect(weeklyPeriod('de', new Date('2026-06-01T05:00:00Z'), 1, 7)).toBe('2026-W23:de');
    expect(weeklyPeriod('de', new Date('2026-06-01T04:59:00Z'), 1, 7)).toBeNull();
  });

  it('names ISO weeks across the year end, and days in the local date', () => {
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
    // 23:30 UTC on the 6th is already the 7th in Budapest.
    expect(dailyPeriod('hu', new Date('2026-12-06T23:30:00Z'), 0)).toBe('2026-12-07:hu');
    expect(dailyPeriod('hu', new Date('2026-12-07T04:59:00Z'), 6)).toBeNull();
  });
});

it('runs in every process unless SCHEDULER=off, and refuses a typo', () => {
  expect(readConfig({} as NodeJS.ProcessEnv).scheduler).toBe(true);
  expect(readConfig({ SCHEDULER: 'off' } as NodeJS.ProcessEnv).scheduler).toBe(false);
  expect(() => readConfig({ SCHEDULER: 'of' } as NodeJS.ProcessEnv)).toThrow('SCHEDULER must be on or off');
});

describe('runDue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  const job = (name: string, run: (period: string) => Promise<void>): ScheduledJob & { runs: string[] } => {
    const runs: string[] = [];
    return { name, runs, duePeriods: () => ['p1'], run: async (period) => { runs.push(period); await run(period); } };
  };

  it('runs a due period once, whoever asks and however often', async () => {
    const a = job('once', async () => undefined);
    const now = new Date('2026-12-07T06:00:00Z');
    const [first, second] = await Promise.all([runDue({ db: database.db, jobs: [a], log }, now), runDue({ db: database.db, jobs: [a], log }, now)]);
    expect([...first, ...second]).toEqual(['once/p1']);
    expect(await runDue({ db: database.db, jobs: [a], log }, new Date('2026-12-07T09:00:00Z'))).toEqual([]);
    expect(a.runs).toEqual(['p1']);
  });

  it('takes a crashed run again only once it is stale, and a finished one never', async () => {
    const crashing = job('crash', async () => { throw new Error('process died'); });
    const t0 = new Date('2026-12-07T06:00:00Z');
    expect(await runDue({ db: database.db, jobs: [crashing], log, staleMs: 30 * 60_000 }, t0)).toEqual([]);
    const healthy = job('crash', async () => undefined);
    expect(await runDue({ db: database.db, jobs: [healthy], log, staleMs: 30 * 60_000 }, new Date(t0.getTime() + 29 * 60_000))).toEqual([]);
    expect(await runDue({ db: database.db, jobs: [healthy], log, staleMs: 30 * 60_000 }, new Date(t0.getTime() + 31 * 60_000))).toEqual(['crash/p1']);
    expect(await runDue({ db: database.db, jobs: [healthy], log, staleMs: 30 * 60_000 }, new Date(t0.getTime() + 120 * 60_000))).toEqual([]);
    expect(healthy.runs).toEqual(['p1']);
  });
});
