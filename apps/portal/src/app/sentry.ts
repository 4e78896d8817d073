import * as Sentry from '@sentry/react';
import type { AppConfig } from '@portal/shared-util-config';
import { buildSentryOptions } from './sentry-options';

/** Starts @sentry/react; returns the capture function. Replay is added lazily, and only in prod. */
export function initSentry(config: AppConfig) {
  Sentry.init(buildSentryOptions(config));
  if (config.env === 'prod') {
    void import('./sentry-replay').then(({ replay }) => Sentry.addIntegration(replay()));
  }
  return (error: unknown) => Sentry.captureException(error);
}
