// Everything the process reads from its environment, parsed once at start-up.
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/passwords';
import { parseMailConfig, type MailConfig } from '../mail/mail-config';
import { REFRESH_REUSE_GRACE_MS } from '../auth/sessions';

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
  /**
   * METRICS_TOKEN: /api/metrics answers only with `Authorization: Bearer <it>`; without one it is
   * open in APP_ENV=local and absent (404) elsewhere, so metrics never leak to the internet.
   */
  metricsToken: string | null;
  gtmContainerId: string | null;
  release: string;
  logLevel: string;
  /** `pretty`: a readable line per request; `json`: pino's records, for log shippers. */
  logFormat: 'json' | 'pretty';
  /** Issuer of our own access tokens (also the JWT `aud` prefix). */
  issuer: string;
  /**
   * The access tokens' ES256 signing key: a private JWK (JSON) or PKCS#8 PEM, from JWT_PRIVATE_KEY or
   * the file JWT_PRIVATE_KEY_FILE. Required outside `local`, where the demo generates one (auth/keys.ts).
   */
  jwtPrivateKey: string | null;
  /** JWT_PREVIOUS_PUBLIC_KEYS: public JWKs (a JWKS, an array or one) of keys being rotated out, still accepted. */
  jwtPreviousPublicKeys: string | null;
  /**
   * Signs the one-click unsubscribe links of mails (UNSUBSCRIBE_SECRET or UNSUBSCRIBE_SECRET_FILE,
   * 32+ characters). Required outside `local`, where a demo secret is used (mail/unsubscribe-token.ts).
   */
  unsubscribeSecret: string | null;
  /** Origin used in mailed links (never taken from the request's Host header). */
  publicBaseUrl: string;
  /**
   * Whose X-Forwarded-* to believe: false (nobody: the socket's peer is the client), a number of
   * proxy hops in front of us, or the proxies' addresses and ranges. Never "everybody".
   */
  trustProxy: TrustProxy;
  /**
   * Host names this deployment answers for (`*.example.com`: any subdomain); config.json builds
   * the portal's URLs from such a host, any other Host header gets PUBLIC_BASE_URL's.
   */
  allowedHosts: string[];
  /** Seed volume multiplier used when the database is seeded at first start. */
  seedScale: number;
  /**
   * Seed the demo data (published logins, staff included) into an empty database: SEED_DEMO, by
   * default only when `local`. Never in `prod` (startup.ts refuses to start beside demo accounts).
   */
  seedDemo: boolean;
  /**
   * The scrypt cost of new password hashes: OWASP's, from no variable, so no deployment can lower
   * it. Only tests set less (testing/harness.ts), to stay fast.
   */
  passwordHashCost: ScryptCost;
  /**
   * How long a refresh token just replaced still refreshes (a lost answer, two refreshes at once):
   * REFRESH_REUSE_GRACE_MS, from no variable. Only tests set another (auth/refresh-grace.test.ts).
   */
  refreshReuseGraceMs: number;
  /** SMTP delivery of the outbox (mail/mail-config.ts). */
  mail: MailConfig;
  /** Whether this process runs the scheduled jobs (weekly digest, daily notices): SCHEDULER=off leaves them to the others. */
  scheduler: boolean;
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

export type TrustProxy = false | number | string[];

// proxy-addr's names for the loopback, link-local and private ranges.
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];
const isAddressOrRange = (entry: string) => {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: unset or `false` trusts nobody; `1` (a hop count) the nearest proxy; or a comma list
 * of addresses and ranges (`10.0.0.0/8,loopback`). `true` is refused: with it any client could name
 * its own address in X-Forwarded-For and so escape every limit counted per address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any client\'s X-Forwarded-For, so anyone could choose their own IP address and escape the rate limits. ' +
        'Set the number of reverse proxies in front of the API (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,loopback).',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) throw new Error(`TRUST_PROXY: expected a hop count or addresses/ranges, not ${wrong.join(', ')}`);
  return entries;
}

/**
 * TrustProxy as Fastify's `trustProxy` option. A hop count becomes "the nearest n addresses are
 * proxies": Fastify itself treats a bare number as "trust nobody". A count is only right when the
 * API cannot be reached except through those proxies; addresses hold even if it can.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * ALLOWED_HOSTS: comma list of host names (`*.atlas-rental.be` for any subdomain). PUBLIC_BASE_URL's
 * host is always in; locally `localhost`, `*.localhost` (one per opCo: be.localhost) and 127.0.0.1 too.
 */
export function parseAllowedHosts(value: string | undefined, publicBaseUrl: string, env: AppEnv): string[] {
  const listed = value?.trim() ? value.split(',') : env === 'local' ? ['localhost', '*.localhost', '127.0.0.1'] : [];
  const hosts = [new URL(publicBaseUrl).hostname, ...listed].map((s) => s.trim().toLowerCase()).filter(Boolean);
  const wrong = hosts.filter((h) => !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(h));
  if (wrong.length) throw new Error(`ALLOWED_HOSTS: not a host name: ${wrong.join(', ')}`);
  return [...new Set(hosts)];
}

/** A secret from NAME, or from the file NAME_FILE (a mounted secret); both at once is a mistake. */
function readSecret(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  const file = env[`${name}_FILE`]?.trim();
  if (value && file) throw new Error(`${name} and ${name}_FILE are both set; set one`);
  if (file) {
    const text = readFileSync(file, 'utf8').trim();
    if (!text) throw new Error(`${name}_FILE: ${file} is empty`);
    return text;
  }
  return value || null;
}

/** `on` (the default when unset) or `off`; anything else is a typo worth refusing to start over. */
export function parseSwitch(name: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`${name} must be on or off, not "${value}"`);
}

/**
 * SEED_DEMO: `true` seeds the demo accounts into an empty database (an e2e or qa run that wants
 * them), `false` never; unset means only locally. `prod` refuses it: the demo logins are published.
 */
export function parseSeedDemo(value: string | undefined, env: AppEnv): boolean {
  const text = value?.trim() ?? '';
  if (text === '') return env === 'local';
  if (text !== 'true' && text !== 'false') throw new Error(`SEED_DEMO: expected true or false, got ${text}`);
  if (text === 'true' && env === 'prod') throw new Error('SEED_DEMO=true is refused with APP_ENV=prod: the demo accounts and their password are published');
  return text === 'true';
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
  const publicBaseUrl = env['PUBLIC_BASE_URL'] ?? `http://localhost:${port}`;
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
    metricsToken: orNull(env['METRICS_TOKEN']),
    mapTileUrl: env['MAP_TILE_URL'] === undefined ? (appEnv === 'local' ? LOCAL_MAP_TILE_URL : null) : orNull(env['MAP_TILE_URL']),
    gtmContainerId: orNull(env['GTM_CONTAINER_ID']),
    release: env['RELEASE'] ?? 'local',
    logLevel: env['LOG_LEVEL'] ?? 'info',
    logFormat: parseLogFormat(env['LOG_FORMAT'], appEnv),
    issuer: env['JWT_ISSUER'] ?? `http://localhost:${port}/api`,
    jwtPrivateKey: readSecret(env, 'JWT_PRIVATE_KEY'),
    jwtPreviousPublicKeys: orNull(env['JWT_PREVIOUS_PUBLIC_KEYS']),
    unsubscribeSecret: readSecret(env, 'UNSUBSCRIBE_SECRET'),
    publicBaseUrl,
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    allowedHosts: parseAllowedHosts(env['ALLOWED_HOSTS'], publicBaseUrl, appEnv),
    seedScale: Number(env['SEED_SCALE'] ?? 1),
    seedDemo: parseSeedDemo(env['SEED_DEMO'], appEnv),
    passwordHashCost: OWASP_SCRYPT_COST,
    refreshReuseGraceMs: REFRESH_REUSE_GRACE_MS,
    mail: parseMailConfig(env, readSecret(env, 'SMTP_URL')),
    scheduler: parseSwitch('SCHEDULER', env['SCHEDULER']),
  };
}
