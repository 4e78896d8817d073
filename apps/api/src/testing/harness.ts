// Builds the whole API against a fresh in-memory PGlite (or DATABASE_URL for `test:pg`) with a
// small seed, and signs demo users in. One harness per test file.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateKeyPairSync } from 'node:crypto';
import { buildApp } from '../app';
import { readConfig, type ApiConfig } from '../config/env';
import type { RateLimits } from '../context';
import { openDatabase, type Database } from '../db/client';
import { demoClients } from '../db/seed/accounts-data';
import { seededCopy, type SeedOptions } from './seeded-database';

export const DEMO_PASSWORD = 'rental-demo';
export const clientUuid = (key: string) => demoClients.find((c) => c.key === key)!.externalUuid;
export const SEED_DAY = new Date('2025-06-02T00:00:00Z');
/** Far below OWASP's cost (ApiConfig.passwordHashCost), so each sign-in in a test takes no time. */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface HarnessOptions {
  scale?: number;
  limits?: Partial<RateLimits>;
  config?: Partial<ApiConfig>;
  logStream?: NodeJS.WritableStream;
  /** Add test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  token(email: string): Promise<string>;
  /** Bearer token plus X-Corporate-Client of the given demo client. */
  as(email: string, clientKey?: string): Promise<Record<string, string>>;
  /** A GET as a demo user in one of their clients (by default Anna in Northwind Bouw). */
  get(url: string, email?: string, clientKey?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * On a real server every test file gets its own database, so files can run in parallel: empty, or
 * a copy of `template`.
 */
async function freshPostgresDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const serverUrls = new WeakMap<Database, string>();
/** The URL of a test database on a PostgreSQL server (none for PGlite): a second process opens its own pool on it. */
export const serverUrlOf = (database: Database): string | undefined => serverUrls.get(database);

/**
 * A fresh database: in-memory PGlite, or a new database on DATABASE_URL's server; empty, or a copy
 * of a seeded one (`from`: a PGlite snapshot or a template database's name).
 */
export async function openTestDatabase(from?: { snapshot?: Blob; template?: string }): Promise<Database> {
  const adminUrl = process.env['DATABASE_URL'];
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl, from?.template) : undefined;
  const database = openDatabase({ databaseUrl: pgDb?.url, pgliteData: 'memory://', pgliteSnapshot: from?.snapshot });
  if (pgDb) {
    serverUrls.set(database, pgDb.url);
    const close = database.close;
    database.close = async () => {
      await close();
      await pgDb.drop();
    };
  }
  return database;
}

/** A fresh ES256 signing key (PKCS#8 PEM), as a deployment would configure in JWT_PRIVATE_KEY. */
/** One secret for every deployed-like harness of a process: the mails' links are signed process-wide. */
export const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789abcdef';
export const testSigningKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** A fresh database of its own, migrated and seeded (a copy of one seeded once: seeded-database.ts). */
export const openSeededTestDatabase = (options: SeedOptions): Promise<Database> => seededCopy(openTestDatabase, options);

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const passwordHashCost = options.config?.passwordHashCost ?? TEST_PASSWORD_COST;
  const database = await openSeededTestDatabase({ scale: options.scale ?? 0.05, today: SEED_DAY, passwordCost: passwordHashCost });
  const config: ApiConfig = { ...readConfig({} as NodeJS.ProcessEnv), logLevel: 'silent', portalDist: '/nonexistent', ...options.config, passwordHashCost };
  // A deployed environment needs its own signing key (issue 15): a fresh one for such a harness.
  if (config.env !== 'local' && !config.jwtPrivateKey) config.jwtPrivateKey = testSigningKey();
  if (config.env !== 'local' && !config.unsubscribeSecret) config.unsubscribeSecret = TEST_UNSUBSCRIBE_SECRET;
  // Test files send more than a person's hourly allowance of mails; each limit has its own test,
  // which sets it low (feedback.test.ts, invite.test.ts).
  const mailAllowances = {
    feedbackPerUserPerHour: 10_000, feedbackPerClientPerHour: 10_000, invitationsPerUserPerHour: 10_000, invitationsPerClientPerHour: 10_000,
    eventMailsPerUserPerHour: 10_000, eventMailsPerClientPerHour: 10_000,
  };
  const app = await buildApp({ config, db: database.db, limits: { authPerIpPerMinute: 10_000, ...mailAllowances, ...options.limits }, logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();
  const tokens = new Map<string, string>();
  const token = async (email: string) => {
    const cached = tokens.get(email);
    // A test may have ended that sign-in (deactivation, reset, password change): sign in anew.
    if (cached && !(await sessionEnded(database, cached))) return cached;
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    const value = (res.json() as { accessToken: string }).accessToken;
    tokens.set(email, value);
    return value;
  };
  const as = async (email: string, clientKey?: string) => ({
    authorization: `Bearer ${await token(email)}`,
    ...(clientKey ? { 'x-corporate-client': clientUuid(clientKey) } : {}),
  });
  return {
    app,
    database,
    token,
    as,
    get: async (url, email = 'anna@northwind.test', clientKey = 'northwind-bouw') => app.inject({ url, headers: await as(email, clientKey) }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Whether the sign-in an access token belongs to (its `sid`) was revoked. */
async function sessionEnded(database: Database, accessToken: string): Promise<boolean> {
  const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
  const result = (await database.db.execute(sql`SELECT revoked_at IS NOT NULL AS ended FROM session_families WHERE id = ${sid}`)) as unknown as { rows: { ended: boolean }[] };
  return result.rows[0]?.ended ?? true;
}

export async function countRows(database: Database, query: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
