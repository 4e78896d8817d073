// `npm run db:reset -- --yes [--scale N]`: drop everything, migrate and seed the demo data again.
// Only with APP_ENV=local and --yes (reset-guard.ts), and never beside a server running on the same
// embedded data directory (data-lock.ts).
import { readConfig } from '../config/env';
import { openDatabase } from './client';
import { DataDirLocked, lockEmbeddedData } from './data-lock';
import { checkResetAllowed, describeTarget, ResetRefused } from './reset-guard';
import { dropEverything, seedDatabase } from './seed';

const config = readConfig();
const args = process.argv.slice(2);
const flag = args.indexOf('--scale');
const scale = flag >= 0 ? Number(args[flag + 1]) : config.seedScale;
if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');

let lock: ReturnType<typeof lockEmbeddedData>;
try {
  checkResetAllowed(config, args, process.env['APP_ENV']);
  lock = lockEmbeddedData(config, 'db:reset');
} catch (error) {
  if (!(error instanceof ResetRefused || error instanceof DataDirLocked)) throw error;
  console.error(`db:reset refused: ${error.message}`);
  process.exit(1);
}
process.once('exit', () => lock?.release());

const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteData: config.pgliteData });
const started = Date.now();
await dropEverything(database.db);
await database.migrate();
await seedDatabase(database.db, { scale, passwordCost: config.passwordHashCost });
await database.close();
console.info(`reset ${describeTarget(config)} with seed scale ${scale} in ${Date.now() - started} ms`);
