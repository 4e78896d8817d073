import type { OpCo } from '@portal/shared-api-contract';
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import {
  corporateClientHeader,
  gatewayRetryDelay,
  idempotencyKeyHeader,
  maxGatewayTimeoutRetries,
  mayCarryToken,
  mayRetryGatewayTimeout,
  needsOpCoHeader,
  opCoHeader,
  passesUnchanged,
} from './request-rules';

/** What the app supplies at the edge, so this layer never imports UI or app state. */
export interface HttpClientHooks {
  /** External uuid of the selected corporate client, if any. */
  corporateClientUuid: () => string | null | undefined;
  /** The opCo from the startup config, if set. */
  opCo: () => OpCo | null | undefined;
  /** The in-memory access token. */
  accessToken: () => string | null | undefined;
  /** Origins of the configured API bases (`originsOf`): the only ones besides the page's that get the token. */
  apiOrigins: readonly string[];
  /** Gets a new access token (refresh cookie); resolves null when the session is over. */
  refreshAccessToken: () => Promise<string | null>;
  /** Called when a 401 survives a refresh: the session is over. */
  onSessionExpired: () => void;
  /** Waits; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

interface RetryState {
  gatewayAttempt?: number;
  refreshed?: boolean;
}
type TrackedConfig = InternalAxiosRequestConfig & { portalRetry?: RetryState };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Token endpoints must never trigger a refresh themselves, or a dead session would loop.
const isTokenEndpoint = (url: string) => /auth\/(login|refresh|logout)/.test(url);

/** The one axios instance of the portal, carrying the spec's request rules (§7). */
export function createHttpClient(hooks: HttpClientHooks): AxiosInstance {
  const http = axios.create({ headers: { Accept: 'application/json' } });
  const sleep = hooks.sleep ?? defaultSleep;

  // Synchronous: axios then sends the request in the caller's own task, not a few promise hops
  // later, after whatever the caller's state change made React render (issue 14: at start, each
  // call of the chain session, client, settings went out only after a re-render of the app).
  http.interceptors.request.use(
    (config) => {
      const url = config.url ?? '';
      const token = hooks.accessToken();
      // Never to another origin: a URL from data (a link, a redirect target) must not get the token.
      if (token && !isTokenEndpoint(url) && mayCarryToken(url, hooks.apiOrigins)) config.headers.set('Authorization', `Bearer ${token}`);
      if (passesUnchanged(url)) return config;
      // A call through a session's client (sessionClient: the uuid its query key carries) keeps that
      // header; the selected client heads the calls made outside a session (the shell's, the profile's).
      const clientUuid = hooks.corporateClientUuid();
      if (clientUuid && !config.headers.has(corporateClientHeader)) config.headers.set(corporateClientHeader, clientUuid);
      const opCo = hooks.opCo();
      if (opCo && needsOpCoHeader(url)) config.headers.set(opCoHeader, opCo);
      return config;
    },
    undefined,
    { synchronous: true },
  );

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || !error.config) throw error;
    const config = error.config as TrackedConfig;
    const state = (config.portalRetry ??= {});
    const status = error.response?.status;

    const retriable = mayRetryGatewayTimeout(config.method, Boolean(config.headers?.has?.(idempotencyKeyHeader)));
    if (status === 504 && retriable && (state.gatewayAttempt ?? 0) < maxGatewayTimeoutRetries) {
      state.gatewayAttempt = (state.gatewayAttempt ?? 0) + 1;
      await sleep(gatewayRetryDelay(state.gatewayAttempt));
      return http.request(config);
    }
    if (status === 401 && !state.refreshed && !isTokenEndpoint(config.url ?? '')) {
      state.refreshed = true;
      const token = await hooks.refreshAccessToken();
      if (token) return http.request(config);
      hooks.onSessionExpired();
    }
    throw error;
  });

  return http;
}
