// What operators ask a process: liveness, readiness (database, migrations, data directory, not
// shutting down) and Prometheus metrics behind METRICS_TOKEN (issue 36 point 5).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });

describe('liveness and readiness', () => {
  it('answers live, and ready with every check', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'not_used' } });
  });

  it('is not ready while shutting down, with a migration missing, or without its data directory', async () => {
    const notReady = async (check: string) => {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'not_ready', detail: `Not ready: ${check}` });
      expect(res.headers['retry-after']).toBe('5');
    };
    h.app.ctx.lifecycle.draining = true;
    await notReady('draining');
    h.app.ctx.lifecycle.draining = false;

    const db = h.database.db;
    const [last] = ((await db.execute(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`)) as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    try {
      await notReady('migrations');
    } finally {
      await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }

    h.app.ctx.dataDir = '/nonexistent/atlas-data';
    await notReady('storage');
    h.app.ctx.dataDir = null;
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('counts requests per route template and shows the outbox backlog', async () => {
    await get('/api/health/live');
    await get('/api/health/live');
    await h.get('/api/overview/contracts/999999');
    const res = await get('/api/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const live = /^http_requests_total\{method="GET",route="\/api\/health\/live",status_code="200"\} (\d+)$/m.exec(text);
    expect(Number(live?.[1])).toBeGreaterThanOrEqual(2);
    // The template, not the id: one series for every contract.
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/overview\/contracts\/:id",status_code="404"\} \d+$/m);
    expect(text).not.toContain('contracts/999999');
    const pending = await countRows(h.database, 'SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND dead_at IS NULL');
    expect(text).toContain(`outbox_messages{state="pending"} ${pending}`);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('asks for METRICS_TOKEN when one is set, and is absent outside local without one', async () => {
    const config = h.app.ctx.config;
    try {
      config.metricsToken = 'scrape-secret-1';
      expect((await get('/api/metrics')).statusCode).toBe(401);
      expect((await get('/api/metrics', { authorization: 'Bearer wrong-secret-1' })).statusCode).toBe(401);
      expect((await get('/api/metrics', { authorization: 'Bearer scrape-secret-1' })).statusCode).toBe(200);
      config.metricsToken = null;
      config.env = 'prod';
      expect((await get('/api/metrics')).statusCode).toBe(404);
    } finally {
      config.metricsToken = null;
      config.env = 'local';
    }
  });
});
