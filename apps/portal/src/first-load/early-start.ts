import type { EarlyRefresh } from '@portal/auth-data-access';

/**
 * What index.html's early script started for a returning signed-in visit (signed-in-preload.js,
 * issue 14): the startup configuration's answer and the session-restore call. Taken once: the app
 * reads them instead of asking again (the configuration is never cached, and a second refresh with
 * the cookie the first one rotated would end the session once the API's 30 s grace window is over).
 */
export interface EarlyStart {
  config?: Promise<Response>;
  session?: EarlyRefresh;
}

declare global {
  interface Window {
    __atlasPortalEarlyStart?: EarlyStart;
  }
}

export function takeEarlyStart(): EarlyStart {
  const early = window.__atlasPortalEarlyStart ?? {};
  delete window.__atlasPortalEarlyStart;
  return early;
}

/** The startup configuration's fetch: the early script's answer when it started one, else a GET. */
export const configFetch = (early: EarlyStart): typeof fetch => {
  const started = early.config;
  return started ? () => started : fetch;
};
