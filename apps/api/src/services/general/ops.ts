// What operators and their load balancers ask a process (issue 36 point 5): is it alive, is it
// ready for requests, and its Prometheus metrics. /api/health (older, liveness plus a database
// round trip) stays for the start script and existing probes.
import { readFile, access } from 'node:fs/promises';
import { constants } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { livenessSchema, readinessSchema } from '@portal/shared-api-contract';
import { migrationsFolder } from '../../db/migrations-folder';
import { selectRows } from '../../db/sql/rows';
import { HttpProblem, notFound, unauthorized } from '../../http/problem';
import type { ZodApp } from '../../http/zod';

type Check = 'ok' | 'failed';

/** How many migrations this build carries (drizzle's journal beside the bundle). */
let shipped: Promise<number> | undefined;
const shippedMigrations = () =>
  (shipped ??= readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8').then((text) => (JSON.parse(text) as { entries: unknown[] }).entries.length));

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function opsRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/health/live', {
    config: { auth: 'public' },
    schema: { tags: ['ops'], summary: 'Liveness: the process answers (asks nothing else)', response: { 200: livenessSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/health/ready', {
    config: { auth: 'public' },
    schema: {
      tags: ['ops'],
      summary: 'Readiness: the database answers, every migration of this build is applied, the data directory is writable, and the process is not shutting down (503 with the failed checks otherwise)',
      response: { 200: readinessSchema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const database: Check = await selectRows(ctx.db, sql`1 AS one`, sql``).then(() => 'ok', () => 'failed');
    const migrations: Check = database === 'ok'
      ? await Promise.all([shippedMigrations(), selectRows(ctx.db, sql<{ n: number }>`count(*)::int AS n`, sql`FROM drizzle.__drizzle_migrations`)])
        .then(([want, [row]]) => ((row?.n ?? 0) >= want ? 'ok' : 'failed'), () => 'failed')
      : 'failed';
    const dir = ctx.dataDir;
    const storage = dir === null ? 'not_used' as const : await access(dir, constants.W_OK).then(() => 'ok' as const, () => 'failed' as const);
    const failed = Object.entries({ database, migrations, storage, draining: ctx.lifecycle.draining ? 'failed' : 'ok' }).filter(([, v]) => v === 'failed').map(([k]) => k);
    // (storage is also in `failed`; naming it here narrows its type for the answer)
    if (failed.length || storage === 'failed') {
      throw new HttpProblem(503, 'not_ready', 'Service Unavailable', `Not ready: ${failed.join(', ')}`, undefined, { 'retry-after': '5' });
    }
    return { status: 'ok' as const, checks: { database: 'ok' as const, migrations: 'ok' as const, storage } };
  });

  app.get('/metrics', {
    config: { auth: 'public' },
    schema: { tags: ['ops'], summary: 'Prometheus metrics of this process (Bearer METRICS_TOKEN; open only in APP_ENV=local without one)' },
  }, async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (token === null && ctx.config.env !== 'local') throw notFound();
    if (token !== null) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameSecret(given, token)) throw unauthorized('metrics_token', 'Send Authorization: Bearer <METRICS_TOKEN>');
    }
    const body = await ctx.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(ctx.metrics.registry.contentType).send(body);
  });
}
