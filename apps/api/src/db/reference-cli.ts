// `npm run db:reference`: migrate the configured database (DATABASE_URL or PGLITE_DATA) and load the
// reference data, nothing else, for a deployment that prepares its database before the first start
// (every start does the same: startup.ts). Never touches customers' data; safe to run again.
import { readConfig } from '../config/env';
import { openDatabase } from './client';
import { DataDirLocked, lockEmbeddedData } from './data-lock';
import { loadReferenceData } from './reference';

const config = readConfig();
let lock: ReturnType<typeof lockEmbeddedData>;
try {
  lock = lockEmbeddedData(config, 'db:reference');
} catch (error) {
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(`db:reference refused: ${error.message}`);
  process.exit(1);
}
process.once('exit', () => lock?.release());

const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteData: config.pgliteData });
await database.migrate();
await loadReferenceData(database.db);
await database.close();
console.info('reference data loaded (rights and opCos); customers\' data untouched');
