// `db:reset` drops every table of the database it is pointed at. These checks keep it to a
// developer's own database, asked for in so many words.
import type { ApiConfig } from '../config/env';

export class ResetRefused extends Error {
  override name = 'ResetRefused';
}

type ResetTarget = Pick<ApiConfig, 'env' | 'databaseUrl' | 'pgliteData'>;

/** What will be dropped, for the messages: never the password of DATABASE_URL. */
export function describeTarget(target: ResetTarget): string {
  if (!target.databaseUrl) return `the embedded database in ${target.pgliteData}`;
  try {
    const url = new URL(target.databaseUrl);
    return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return 'the PostgreSQL database named by DATABASE_URL';
  }
}

/**
 * Throws ResetRefused unless APP_ENV is local and `--yes` was given. An unset APP_ENV reads as
 * local, which is enough for the embedded database; a PostgreSQL server (DATABASE_URL) may be a
 * shared or deployed one whose shell lacks APP_ENV, so there APP_ENV=local must be said outright.
 */
export function checkResetAllowed(target: ResetTarget, args: string[], rawAppEnv: string | undefined): void {
  const what = describeTarget(target);
  if (target.env !== 'local') throw new ResetRefused(`db:reset runs only with APP_ENV=local, and this is APP_ENV=${target.env}: it would drop every table of ${what}.`);
  if (target.databaseUrl && rawAppEnv?.trim() !== 'local') {
    throw new ResetRefused(`DATABASE_URL names ${what}; db:reset drops every table there only with APP_ENV=local set explicitly.`);
  }
  if (!args.includes('--yes')) {
    throw new ResetRefused(`db:reset drops every table of ${what} and seeds the demo data again. To go ahead: npm run db:reset -- --yes`);
  }
}
