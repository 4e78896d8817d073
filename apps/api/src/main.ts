// Process entry: take the data directory, migrate, seed the demo where it belongs, serve, and shut
// down cleanly. A refusal (a locked data directory, demo logins in prod) exits 1 with one line; so
// does a failed embedded database, and a stalled event loop ends the process (issue 31, finding 6).
import { buildApp } from './app';
import { readConfig } from './config/env';
import { openDatabase } from './db/client';
import { lockEmbeddedData } from './db/data-lock';
import { startMailDelivery, type MailDelivery } from './mail/delivery-worker';
import { smtpSender } from './mail/smtp-sender';
import { scheduledJobs } from './schedule/jobs';
import { startScheduler, type Scheduler } from './schedule/scheduler';
import { watchForStalls } from './stall-watchdog';
import { prepareDatabase, refuseOrRun } from './startup';

const config = readConfig();
const database = await refuseOrRun(config.logFormat, async () => {
  const lock = lockEmbeddedData(config, 'the API server');
  // On every exit, after shutdown has closed the database; only a kill -9 (the stall watchdog's
  // too) leaves the file behind, and the next start sees that its pid is gone.
  process.once('exit', () => lock?.release());
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteData: config.pgliteData });
  const started = Date.now();
  const { seeded } = await prepareDatabase(database, config);
  if (seeded) console.info(`seeded the demo data (scale ${config.seedScale}) in ${Date.now() - started} ms`);
  return database;
});

// End-to-end runs sign in far more often from one address than people do; they raise this limit.
const authPerIpPerMinute = Number(process.env['AUTH_RATE_LIMIT_PER_MINUTE']) || undefined;
// PGlite's data directory must stay writable for the process to be ready (services/general/ops.ts).
const dataDir = database.kind === 'pglite' && !config.pgliteData.startsWith('memory://') ? config.pgliteData : null;
const app = await buildApp({ config, db: database.db, dataDir, limits: authPerIpPerMinute ? { authPerIpPerMinute } : undefined });

// After the embedded database failed (db/pglite-failure.ts) every statement answers 503 at once;
// this long more, for requests in flight to get that answer and a health probe to see it, before
// the process ends with exit code 1 for its supervisor to start it again.
const EXIT_AFTER_FAILURE_MS = 5000;
/** Longest a shutdown may wait (requests that do not end, a database that does not close): SIGTERM ends the process within 10 s. */
const SHUTDOWN_LIMIT_MS = 8000;

let failed = false;
let mail: MailDelivery | undefined;
let scheduler: Scheduler | undefined;
let stopping = false;
const stopWatching = watchForStalls(
  'the event loop stopped for %ms ms (a statement that never ends?): killing the process for its supervisor to start it again',
  config.logFormat,
);
const shutdown = async (reason: string) => {
  if (stopping) return;
  stopping = true;
  // Readiness answers 503 from now on (services/general/ops.ts): the load balancer stops sending.
  app.ctx.lifecycle.draining = true;
  setTimeout(() => {
    app.log.fatal({ reason }, `shutdown took longer than ${SHUTDOWN_LIMIT_MS} ms: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  app.log.info({ reason }, `shutting down: ${reason}`);
  // Fastify closes the idle kept-alive connections once, when the close begins; one busy then stays
  // open after its answer (for keepAliveTimeout, 72 s), and so did the close: close each as it idles.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
  let code = 0;
  try {
    // First: a scheduled run in hand writes its mails, and a mail in hand is sent and marked, before the database closes.
    await scheduler?.stop();
    await mail?.stop();
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    code = 1;
  }
  await stopWatching();
  process.exit(failed ? 1 : code);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
void database.failed?.then((error) => {
  failed = true;
  app.log.fatal(
    { err: error },
    `${error.message} Answering 503, and exiting in ${EXIT_AFTER_FAILURE_MS / 1000} s for a supervisor to start the API again ` +
      `(PostgreSQL recovers from its WAL then). Check that ${config.pgliteData} is writable and has space.`,
  );
  setTimeout(() => void shutdown('embedded database failed'), EXIT_AFTER_FAILURE_MS);
});

await app.listen({ port: config.port, host: config.host });
// Mail leaves through SMTP only where SMTP_URL says how; locally it waits in the outbox for
// /api/dev/outbox, and a deployed environment without it is told that nothing is being sent.
if (config.mail.smtpUrl) mail = startMailDelivery({ db: database.db, config: config.mail, sender: smtpSender(config.mail), log: app.log });
else if (config.env !== 'local') app.log.warn('SMTP_URL is not set: mail (invitations, password resets) is kept in the outbox and not sent');
// Every process checks the schedule; whichever claims a run first does it (schedule/scheduler.ts).
if (config.scheduler) scheduler = startScheduler({ db: database.db, jobs: scheduledJobs(database.db, config.publicBaseUrl), log: app.log });
app.log.info(
  { services: config.services, database: database.kind, env: config.env },
  `Atlas Portal API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (docs: /api/docs)`,
);
