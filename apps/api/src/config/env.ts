// Everything the process reads from its environment, parsed once at start-up.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export type AppEnv = 'local' | 'qa' | 'pp' | 'prod';
export type ServiceName = 'general' | 'usermgmt' | 'request' | 'overview';
export const allServices: ServiceName[] = ['general', 'usermgmt', 'request', 'overview'];

export interface ApiConfig {
  env: AppEnv;
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteData: string;
  portalDist: string;
  services: ServiceName[];
  sentryDsn: string | null;
  legacyIssuers: string[];
  maintenanceMode: boolean;
  mapTileUrl: string | null;
  gtmContainerId: string | null;
  release: string;
  logLevel: string;
  /** `pretty`: a readable line per request; `json`: pino's records, for log shippers. */
  logFormat: 'json' | 'pretty';
  /** Issuer of our own access tokens (also the JWT `aud` prefix). */
  issuer: string;
  /** Origin used in mailed links (never taken from the request's Host header). */
  publicBaseUrl: string;
  /** Trust X-Forwarded-* from a reverse proxy in front of us. */
  trustProxy: boolean;
  /** Seed volume multiplier used when the database is seeded at first start. */
  seedScale: number;
}

/** The workspace root: the nearest folder upwards whose package.json declares workspaces. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

function parseEnvName(value: string | undefined): AppEnv {
  return value === 'qa' || value === 'pp' || value === 'prod' ? value : 'local';
}

// Readable where people watch the output (local: `npm start`, `npm run dev`); JSON in the
// deployed environments, whose output goes to a log shipper.
function parseLogFormat(value: string | undefined, env: AppEnv): 'json' | 'pretty' {
  if (!value) return env === 'local' ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT: expected json or pretty, got ${value}`);
}

function parseServices(value: string | undefined): ServiceName[] {
  if (!value || value === 'all') return allServices;
  const wanted = value.split(',').map((s) => s.trim());
  const unknown = wanted.filter((s) => !allServices.includes(s as ServiceName));
  if (unknown.length) throw new Error(`SERVICES: unknown service(s) ${unknown.join(', ')}`);
  return wanted as ServiceName[];
}

/**
 * The local demo's tile server: OpenStreetMap's own, fine for a developer's occasional use under
 * its tile usage policy, never for production traffic (deployed environments set MAP_TILE_URL).
 */
export const LOCAL_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const root = findRepoRoot();
  const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  const port = Number(env['PORT'] ?? 4200);
  const appEnv = parseEnvName(env['APP_ENV']);
  return {
    env: appEnv,
    port,
    // Loopback by default so a developer machine never exposes demo accounts; containers set HOST=0.0.0.0.
    host: env['HOST'] ?? '127.0.0.1',
    databaseUrl: orNull(env['DATABASE_URL']) ?? undefined,
    pgliteData: env['PGLITE_DATA'] ?? join(root, '.data', 'pglite'),
    portalDist: resolve(root, env['PORTAL_DIST'] ?? 'dist/apps/portal'),
    services: parseServices(env['SERVICES']),
    sentryDsn: orNull(env['SENTRY_DSN']),
    legacyIssuers: (env['LEGACY_ISSUERS'] ?? 'https://login.atlas-legacy.test')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    maintenanceMode: env['MAINTENANCE_MODE'] === 'true',
    // Unset: the local demo gets OpenStreetMap's tiles, the deployed environments none (they set
    // their own tile server). Set but empty: no tiles, locally too.
    mapTileUrl: env['MAP_TILE_URL'] === undefined ? (appEnv === 'local' ? LOCAL_MAP_TILE_URL : null) : orNull(env['MAP_TILE_URL']),
    gtmContainerId: orNull(env['GTM_CONTAINER_ID']),
    release: env['RELEASE'] ?? 'local',
    logLevel: env['LOG_LEVEL'] ?? 'info',
    logFormat: parseLogFormat(env['LOG_FORMAT'], appEnv),
    issuer: env['JWT_ISSUER'] ?? `http://localhost:${port}/api`,
    publicBaseUrl: env['PUBLIC_BASE_URL'] ?? `http://localhost:${port}`,
    trustProxy: env['TRUST_PROXY'] === 'true',
    seedScale: Number(env['SEED_SCALE'] ?? 1),
  };
}
