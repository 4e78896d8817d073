// Process entry: open the database, migrate, seed an empty one, serve, and shut down cleanly.
import { buildApp } from './app';
import { readConfig } from './config/env';
import { openDatabase } from './db/client';
import { isSeeded, seedDatabase } from './db/seed';

const config = readConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteData: config.pgliteData });
await database.migrate();
if (!(await isSeeded(database.db))) {
  const started = Date.now();
  await seedDatabase(database.db, { scale: config.seedScale });
  console.info(`seeded the demo data (scale ${config.seedScale}) in ${Date.now() - started} ms`);
}

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
