import { describe, expect, it } from 'vitest';
import { buildSentryOptions } from './sentry-options';

const config = (env: 'qa' | 'pp' | 'prod') =>
  ({ env, sentryDsn: 'https://key@errors.example/1', release: 'abc123' }) as Parameters<typeof buildSentryOptions>[0];

describe('error reporting options', () => {
  it('follows spec §9 in prod', () => {
    expect(buildSentryOptions(config('prod'))).toMatchObject({
      dsn: 'https://key@errors.example/1',
      release: 'abc123',
      tracesSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      ignoreErrors: ['Non-Error exception captured', '401 OK'],
    });
  });

  it('records no replays outside prod', () => {
    expect(buildSentryOptions(config('qa')).replaysOnErrorSampleRate).toBe(0);
    expect(buildSentryOptions(config('pp')).replaysOnErrorSampleRate).toBe(0);
  });
});
