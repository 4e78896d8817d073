// `npm start`: builds the portal and the API, then serves the whole product with demo data on
// http://localhost:4200 (embedded PostgreSQL, seeded on first start; nothing else to install).
import { existsSync } from 'node:fs';
import { run, section } from './run.mjs';

section('Building the portal and the API');
const built = await run('npx', ['nx', 'run-many', '-t', 'build', '--projects=portal,api', '--outputStyle=static']);
if (built !== 0) process.exit(built);

section('Starting Atlas Portal on http://localhost:4200');
const env = { PORT: process.env.PORT ?? '4200', NODE_ENV: 'production', PORTAL_DIST: 'dist/apps/portal' };
const entry = 'dist/apps/api/main.js';
const code = existsSync(entry)
  ? await run('node', ['--enable-source-maps', entry], { env })
  : await run('npx', ['tsx', 'apps/api/src/main.ts'], { env });
process.exit(code);
