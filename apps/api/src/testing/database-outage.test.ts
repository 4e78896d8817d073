// A database that cannot be used answers 503 with Retry-After, not 500 (issue 31): on the embedded
// PGlite and on a PostgreSQL server alike (this file runs in both of CI's API steps). The database
// is closed under the running API, as an outage or a storage failure leaves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { createHarness, type Harness } from './harness';

let h: Harness;
let headers: Record<string, string>;
beforeAll(async () => {
  h = await createHarness();
  headers = await h.as('anna@northwind.test', 'northwind-bouw');
  expect((await h.app.inject({ url: '/api/overview/contracts', headers })).statusCode).toBe(200);
  await h.database.close();
});
afterAll(async () => {
  await h.app.close().catch(() => undefined);
});

describe(`the database gone (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(['/api/overview/contracts', '/api/request/requests', '/api/usermgmt/profile', '/api/health'])('%s answers 503 database_unavailable with Retry-After', async (url) => {
    const res = await h.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toMatchObject({ status: 503, code: 'database_unavailable' });
  });
});

describe('what counts as the database being unavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
  it('knows lost connections, shutdowns and unusable storage, also as the cause of a failed query', () => {
    for (const error of [withCode('ECONNREFUSED'), withCode('57P01'), withCode('08006'), withCode('53300'), withCode('EPERM'), new Error('Connection terminated unexpectedly')]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: select 1\nparams: ', { cause: error }))).toBe(true);
    }
  });

  it('knows storage that refuses a file, and a backend or server that ended (FATAL, PANIC)', () => {
    const fileError = Object.assign(withCode('42501', 'could not create file "base/5/17186_fsm": Permission denied'), { severity: 'ERROR' });
    const panic = Object.assign(withCode('42501', 'could not create file "pg_wal/xlogtemp.42": Permission denied'), { severity: 'PANIC' });
    const fatal = Object.assign(withCode('XX000', 'terminating'), { severity: 'FATAL' });
    for (const error of [fileError, panic, fatal]) expect(isDatabaseUnavailable(new Error('Failed query', { cause: error })), error.message).toBe(true);
  });

  it('does not take a refused statement or a bug for an outage', () => {
    const noPrivilege = Object.assign(withCode('42501', 'permission denied for table users'), { severity: 'ERROR' });
    for (const error of [withCode('23505'), withCode('42P01'), withCode('22P02'), noPrivilege, new TypeError('x is undefined'), 'a string']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
