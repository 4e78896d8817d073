// The jobs every API process schedules (issue 34); docs/operations.md says when each runs.
import type { Db } from '../db/client';
import { weeklyDigestJob } from '../digest/weekly-digest';
import { dailyNoticesJob } from '../notices/daily-notices';
import type { ScheduledJob } from './scheduler';

export const scheduledJobs = (db: Db, baseUrl: string): ScheduledJob[] => [weeklyDigestJob(db, baseUrl), dailyNoticesJob(db, baseUrl)];
