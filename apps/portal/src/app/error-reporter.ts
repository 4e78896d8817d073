import type { AppConfig } from '@portal/shared-util-config';
import { isDeployedEnv } from '@portal/shared-util-config';

type Capture = (error: unknown) => string;

// Until Sentry is loaded (or where it never is), errors go to the console with a local reference.
let capture: Capture = (error) => {
  const ref = `local-${Math.random().toString(36).slice(2, 10)}`;
  console.error(`Unexpected error (reference ${ref})`, error);
  return ref;
};

/** Reports an unexpected error and returns the reference the user can quote. */
export const reportError = (error: unknown): string => capture(error);

/** Error reporting only in qa, pp and prod (spec §4, §9), loaded after the first render. */
export async function startErrorReporting(config: AppConfig): Promise<void> {
  if (!isDeployedEnv(config.env) || !config.sentryDsn) return;
  const { initSentry } = await import('./sentry');
  capture = initSentry(config);
}
