import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/env';
import { registerErrorHandling } from './error-handler';
import { formatLogLine } from './log-line';
import { loggingOptions, type LogFormat } from './logger';

const secret = 'Bearer eyJhbGciOiJFUzI1NiJ9.secret-part';

/** A failed statement as drizzle reports it: the parameters in the message, PostgreSQL's error as the cause. */
function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    severity: 'ERROR', code: '23505', constraint: 'users_email_key', table: 'users', detail: 'Key (email)=(anna@northwind.test) already exists.',
  });
  return new Error('Failed query: insert into "users" ("email", "first_name") values ($1, $2)\nparams: anna@northwind.test,Anna', { cause });
}

/** A tiny server with the real logging and error handling; returns the lines it wrote. */
async function serve(format: LogFormat, level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).split('\n').filter(Boolean)), done()) });
  const app = Fastify({ ...loggingOptions({ level, format, stream }) });
  registerErrorHandling(app);
  app.get('/api/overview/contracts', async () => ({ items: [] }));
  app.get('/api/boom', async () => {
    throw new Error('database went away');
  });
  app.get('/auth/reset-password', async () => 'page');
  app.get('/api/insert', async () => {
    throw failedQuery();
  });
  app.get('/api/named', async () => {
    throw new Error('No project called x\n12:00:00 INFO admin signed in');
  });
  await app.ready();
  return { app, lines };
}

const headers = { authorization: secret, cookie: 'refresh=cookie-secret' };

describe('the readable format', () => {
  it('writes one short line per request: time, method, URL with query, status, duration', async () => {
    const { app, lines } = await serve('pretty');
    await app.inject({ url: '/api/overview/contracts?page=2', headers });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/overview\/contracts\?page=2 200 \d+ ms$/);
  });

  it('says what failed and which request it was, then the request line', async () => {
    const { app, lines } = await serve('pretty');
    await app.inject({ url: '/api/boom', headers });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d ERROR request failed — database went away \[req-\w+\]$/);
    expect(lines[1]).toMatch(/ GET \/api\/boom 500 \d+ ms$/);
  });

  it('respects LOG_LEVEL: at warn only the failure is written', async () => {
    const { app, lines } = await serve('pretty', 'warn');
    await app.inject({ url: '/api/overview/contracts', headers });
    await app.inject({ url: '/api/boom', headers });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ERROR request failed — database went away');
  });

  it('never shows headers, cookies or the reset token of a link', async () => {
    const { app, lines } = await serve('pretty');
    await app.inject({ url: '/auth/reset-password?token=reset-secret-123&x=1', headers });
    await app.inject({ url: '/api/overview/contracts?q=Havenkwartier%20Smit&page=2', headers });
    const text = lines.join('\n');
    expect(text).toContain('/auth/reset-password?token=[redacted]&x=1');
    expect(text).toContain('/api/overview/contracts?q=[redacted]&page=2');
    for (const leak of ['reset-secret-123', 'secret-part', 'cookie-secret', 'Havenkwartier']) expect(text).not.toContain(leak);
  });

  it('adds the simple fields of other records, e.g. the start-up line', () => {
    const line = formatLogLine({ level: 30, time: Date.now(), msg: 'Atlas Portal API on http://127.0.0.1:4200', services: ['general', 'usermgmt'], database: 'pglite', pid: 7 });
    expect(line).toMatch(/^\d\d:\d\d:\d\d Atlas Portal API on http:\/\/127\.0\.0\.1:4200 services=general,usermgmt database=pglite$/);
  });
});

describe('the JSON format', () => {
  it('keeps pino records with the request headers, secrets redacted', async () => {
    const { app, lines } = await serve('json');
    await app.inject({ url: '/auth/reset-password?token=reset-secret-123', headers });
    const records = lines.map((l) => JSON.parse(l));
    const incoming = records.find((r) => r.msg === 'incoming request');
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/auth/reset-password?token=[redacted]', headers: { authorization: '[redacted]', cookie: '[redacted]' } });
    expect(records.find((r) => r.msg === 'request completed')).toMatchObject({ res: { statusCode: 200 } });
    for (const leak of ['reset-secret-123', 'secret-part', 'cookie-secret']) expect(lines.join('\n')).not.toContain(leak);
  });
});

describe('LOG_FORMAT', () => {
  it.each([
    [{}, 'pretty'],
    [{ APP_ENV: 'prod' }, 'json'],
    [{ APP_ENV: 'qa', LOG_FORMAT: 'pretty' }, 'pretty'],
    [{ LOG_FORMAT: 'json' }, 'json'],
  ])('%j → %s', (env, format) => {
    expect(readConfig(env as NodeJS.ProcessEnv).logFormat).toBe(format);
  });

  it('refuses an unknown format', () => {
    expect(() => readConfig({ LOG_FORMAT: 'xml' } as NodeJS.ProcessEnv)).toThrow(/LOG_FORMAT/);
  });
});

describe('what an error leaves in the log (issue 31)', () => {
  it.each(['json', 'pretty'] as const)('keeps what failed and where, not the parameters or the values (%s)', async (format) => {
    const { app, lines } = await serve(format);
    await app.inject({ url: '/api/insert', headers });
    const text = lines.join('\n');
    for (const leak of ['anna@northwind.test', 'Anna', 'params:']) expect(text).not.toContain(leak);
    expect(text).toContain('Failed query: insert into');
    if (format === 'json') {
      const failed = lines.map((l) => JSON.parse(l)).find((r) => r.msg === 'request failed');
      expect(failed.err).toMatchObject({ cause: { message: 'Database error 23505', code: '23505', constraint: 'users_email_key', table: 'users' } });
      expect(failed.err.stack).toMatch(/^ {4}at /);
    }
  });

  it('writes text from a request on its own line only: line breaks are escaped (log forging)', async () => {
    const { app, lines } = await serve('pretty');
    await app.inject({ url: '/api/named', headers });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('No project called x\\u000a12:00:00 INFO admin signed in');
  });
});
