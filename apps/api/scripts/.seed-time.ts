import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
const scale = Number(process.argv[2] ?? 10);
const database = openDatabase({ pgliteData: 'memory://' } as never);
await database.migrate();
const t0 = Date.now();
await seedDatabase(database.db, { scale, passwordCost: { N: 1024, r: 8, p: 1 } as never });
console.info(`scale ${scale}: seeded in ${Date.now() - t0} ms`);
await database.close();
