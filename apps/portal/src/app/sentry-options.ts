import type { AppConfig } from '@portal/shared-util-config';
import { scrubSecrets } from './scrub-secrets';

/**
 * Error reporting settings of spec §9: error replays 100 %, session replays 0 %, no tracing. No
 * event or breadcrumb leaves with a reset token in it (scrub-secrets.ts).
 */
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
    beforeSend: <E>(event: E): E => scrubSecrets(event),
    beforeBreadcrumb: <B>(breadcrumb: B): B => scrubSecrets(breadcrumb),
  };
}
