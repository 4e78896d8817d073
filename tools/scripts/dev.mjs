// `npm run dev`: the API with reload on :3333 and Vite's dev server on :4200 (proxying /api to it).
import { run } from './run.mjs';

// The browser's origin is Vite's (:4200), not the API's port: the API's origin check compares ports.
const api = run('npm', ['run', 'dev', '-w', '@portal/api'], { env: { PORT: '3333', PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'http://localhost:4200' } });
const portal = run('npx', ['vite', '--config', 'apps/portal/vite.config.ts'], { env: { API_URL: 'http://localhost:3333' } });
process.exit(await Promise.race([api, portal]));
