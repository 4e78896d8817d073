// `npm run db:reset [-- --scale N]`: drop everything, migrate and seed again. Stop the server
// first when using the embedded database (one process owns its files).
import { readConfig } from '../config/env';
import { openDatabase } from './client';
import { dropEverything, seedDatabase } from './seed';

const config = readConfig();
const flag = process.argv.indexOf('--scale');
const scale = flag > 0 ? Number(process.argv[flag + 1]) : config.seedScale;
if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');

const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteData: config.pgliteData });
const started = Date.now();
await dropEverything(database.db);
await database.migrate();
await seedDatabase(database.db, { scale });
await database.close();
console.info(`database reset on ${database.kind} with seed scale ${scale} in ${Date.now() - started} ms`);
