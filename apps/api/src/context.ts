// What every service needs, decorated on the root Fastify instance as `app.ctx`.
import type { ApiConfig } from './config/env';
import type { Db } from './db/client';
import type { AttemptLimiter } from './auth/limiter';
import type { Principal, TokenService } from './auth/tokens';
import type { Tenant, TenantCache } from './auth/tenant';

export interface RateLimits {
  /** Failed logins per email + IP before 429 (window: loginWindowMs). */
  loginFailures: number;
  loginWindowMs: number;
  /** Requests per IP per minute on each sign-in and password route. */
  authPerIpPerMinute: number;
  /** Wrong current passwords per user before the change-password form answers 429 (window: passwordChangeWindowMs). */
  passwordChangeFailures: number;
  passwordChangeWindowMs: number;
}

export const defaultRateLimits: RateLimits = {
  loginFailures: 5,
  loginWindowMs: 15 * 60_000,
  authPerIpPerMinute: 30,
  passwordChangeFailures: 5,
  passwordChangeWindowMs: 15 * 60_000,
};

export interface AppContext {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  limits: RateLimits;
  loginLimiter: AttemptLimiter;
  /** Wrong current passwords per user on change password (someone at an unlocked computer guessing). */
  passwordChangeLimiter: AttemptLimiter;
  /** Mails per address per hour for the forgot-password flow (silently capped, still 202). */
  mailLimiter: AttemptLimiter;
  /** Memberships by user and client, cached for a few seconds (see auth/tenant.ts). */
  tenants: TenantCache;
}

/** Who may call a route: `client` (the default) also needs a valid X-Corporate-Client. */
export type AuthLevel = 'public' | 'user' | 'client' | 'staff';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    principal?: Principal;
    tenant?: Tenant;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
}
