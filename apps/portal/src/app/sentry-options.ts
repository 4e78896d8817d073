import type { AppConfig } from '@portal/shared-util-config';

/** Error reporting settings of spec §9: error replays 100 %, session replays 0 %, no tracing. */
export function buildSentryOptions(config: AppConfig) {
  return {
    dsn: config.sentryDsn ?? undefined,
    environment: config.env,
    release: config.release,
    tracesSampleRate: 0,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: config.env === 'prod' ? 1.0 : 0,
    ignoreErrors: ['Non-Error exception captured', '401 OK'],
    sendDefaultPii: false,
  };
}
