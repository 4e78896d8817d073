// Process entry: take the data directory, migrate, seed the demo where it belongs, serve, and shut
// down cleanly. A refusal (a locked data directory, demo logins in prod) exits 1 with one line.
import { buildApp } from './app';
import { readConfig } from './config/env';
import { openDatabase } from './db/client';
import { lockEmbeddedData } from './db/data-lock';
import { prepareDatabase, refuseOrRun } from './startup';

const config = readConfig();
const database = await refuseOrRun(config.logFormat, async () => {
  const lock = lockEmbeddedData(config, 'the API server');
  // On every exit, after shutdown has closed the database; only a kill -9 leaves the file behind,
  // and the next start sees that its pid is gone.
  process.once('exit', () => lock?.release());
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteData: config.pgliteData });
  const started = Date.now();
  const { seeded } = await prepareDatabase(database, config);
  if (seeded) console.info(`seeded the demo data (scale ${config.seedScale}) in ${Date.now() - started} ms`);
  return database;
});

// End-to-end runs sign in far more often from one address than people do; they raise this limit.
const authPerIpPerMinute = Number(process.env['AUTH_RATE_LIMIT_PER_MINUTE']) || undefined;
const app = await buildApp({ config, db: database.db, limits: authPerIpPerMinute ? { authPerIpPerMinute } : undefined });
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { services: config.services, database: database.kind, env: config.env },
  `Atlas Portal API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (docs: /api/docs)`,
);
