// Prometheus metrics of one API process (issue 36 point 5), with prom-client: request rate and
// latency per route, the database pool, the mail outbox's backlog, and Node's own process metrics.
// Each app has its own registry (tests build several apps in one process). Routes are labelled by
// their template (`/api/overview/contracts/:id`), never the raw URL, so the series stay few.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { poolStatsOf, type Db } from '../db/client';
import { selectRows } from '../db/sql/rows';

export interface Metrics {
  registry: Registry;
  /** One answered request: its method, route template (null: no route matched), status and seconds. */
  observe(method: string, route: string | null, status: number, seconds: number): void;
}

/** Buckets for an API whose pages answer in milliseconds and whose exports take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route template and status', labelNames, registers: [registry] });
  const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer, by method, route template and status', labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });
  const pool = poolStatsOf(db);
  if (pool) {
    new Gauge({
      name: 'db_pool_connections', help: 'PostgreSQL pool connections by state (idle, busy) and requests waiting for one (waiting)', labelNames: ['state'], registers: [registry],
      collect() {
        const { total, idle, waiting } = pool();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  new Gauge({
    name: 'outbox_messages', help: 'Mails in the transactional outbox by state: pending (not yet sent) or dead (gave up)', labelNames: ['state'], registers: [registry],
    // Read at each scrape: the pending count uses the outbox's partial index of due mail.
    async collect() {
      const [row] = await selectRows(db, sql<{ pending: number; dead: number }>`
        (SELECT count(*)::int FROM outbox WHERE sent_at IS NULL AND dead_at IS NULL) AS pending,
        (SELECT count(*)::int FROM outbox WHERE dead_at IS NOT NULL) AS dead`, sql``);
      this.set({ state: 'pending' }, row?.pending ?? 0);
      this.set({ state: 'dead' }, row?.dead ?? 0);
    },
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { method, route: route ?? 'unmatched', status_code: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}
