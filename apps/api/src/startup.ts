// What the process does with its database before it serves: migrate, seed the demo data where it
// belongs, and refuse to serve production beside the published demo logins.
import type { ApiConfig } from './config/env';
import type { Database } from './db/client';
import { DataDirLocked } from './db/data-lock';
import { loadReferenceData } from './db/reference';
import { findDemoAccounts } from './db/seed/demo-accounts';
import { seedIfEmpty, type SeedOptions } from './db/seed';

/** The process must not serve; the message says why and what to do. */
export class StartupRefused extends Error {
  override name = 'StartupRefused';
}

type StartConfig = Pick<ApiConfig, 'env' | 'seedDemo' | 'seedScale' | 'passwordHashCost'>;

/**
 * Migrates and loads the reference data (db/reference.ts); seeds an empty database only when `config.seedDemo` (local, or SEED_DEMO=true: a qa,
 * pp or prod database never gets the demo logins by accident); in prod throws StartupRefused when
 * any demo account exists, however it got there (a copied database, a seed from an old release).
 */
export async function prepareDatabase(database: Database, config: StartConfig, seed: Partial<SeedOptions> = {}): Promise<{ seeded: boolean }> {
  await database.migrate();
  await loadReferenceData(database.db);
  const seeded = config.seedDemo ? await seedIfEmpty(database.db, { scale: config.seedScale, passwordCost: config.passwordHashCost, ...seed }) : false;
  if (config.env === 'prod') {
    const found = await findDemoAccounts(database.db);
    if (found.length > 0) {
      const named = found.slice(0, 5).join(', ') + (found.length > 5 ? ` and ${found.length - 5} more` : '');
      throw new StartupRefused(
        `APP_ENV=prod and the database holds ${found.length} demo account(s) whose password is published: ${named}. ` +
          'Remove them (or check that DATABASE_URL names the production database) before starting.',
      );
    }
  }
  return { seeded };
}

/** One line for the log: JSON (as pino writes it, level fatal) where a log shipper reads it. */
export function refusalLine(message: string, format: ApiConfig['logFormat']): string {
  const msg = `refusing to start: ${message}`;
  return format === 'json' ? JSON.stringify({ level: 60, time: Date.now(), msg }) : msg;
}

/**
 * Runs the start-up steps; a refusal (StartupRefused, a locked data directory) ends the process
 * with its one line on stderr and exit code 1. Anything else is a bug or an outage: thrown as is.
 */
export async function refuseOrRun<T>(format: ApiConfig['logFormat'], steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    if (!(error instanceof StartupRefused || error instanceof DataDirLocked)) throw error;
    process.stderr.write(`${refusalLine(error.message, format)}\n`);
    process.exit(1);
  }
}
