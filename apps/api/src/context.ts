// What every service needs, decorated on the root Fastify instance as `app.ctx`.
import type { ApiConfig } from './config/env';
import type { Metrics } from './ops/metrics';
import type { Db } from './db/client';
import type { AttemptLimiter } from './auth/limiter';
import type { EventMailBudget } from './mail/event-mail-budget';
import type { Principal, TokenService } from './auth/tokens';
import type { Tenant, TenantCache } from './auth/tenant';
import type { SessionCheck } from './auth/session-check';

export interface RateLimits {
  /** Sign-in attempts per email + IP before 429 (window: loginWindowMs); a success starts counting again. */
  loginFailures: number;
  loginWindowMs: number;
  /**
   * Sign-in attempts per email from addresses that never signed in to that account, across all
   * addresses (window: accountLoginWindowMs): slows a guesser down without locking the owner out.
   */
  accountLoginAttempts: number;
  accountLoginWindowMs: number;
  /** Requests per IP per minute on each sign-in and password route. */
  authPerIpPerMinute: number;
  /** Wrong current passwords per user before the change-password form answers 429 (window: passwordChangeWindowMs). */
  passwordChangeFailures: number;
  passwordChangeWindowMs: number;
  /** Feedback messages per user per hour: each one mails the rental company (issue 31). */
  feedbackPerUserPerHour: number;
  /** Invitations (each one a mail) per inviting user and per company per hour (issue 31). */
  invitationsPerUserPerHour: number;
  invitationsPerClientPerHour: number;
  /** Feedback messages per company per hour, whoever sends them (issue 34). */
  feedbackPerClientPerHour: number;
  /**
   * Orders, order decisions and stop rentals that mail someone, per acting user and per company per
   * hour (issue 34): past either, the action still happens and notifies in the portal, unmailed.
   */
  eventMailsPerUserPerHour: number;
  eventMailsPerClientPerHour: number;
}

export const defaultRateLimits: RateLimits = {
  loginFailures: 5,
  loginWindowMs: 15 * 60_000,
  accountLoginAttempts: 10,
  accountLoginWindowMs: 15 * 60_000,
  authPerIpPerMinute: 30,
  passwordChangeFailures: 5,
  passwordChangeWindowMs: 15 * 60_000,
  feedbackPerUserPerHour: 10,
  invitationsPerUserPerHour: 20,
  invitationsPerClientPerHour: 50,
  feedbackPerClientPerHour: 30,
  eventMailsPerUserPerHour: 30,
  eventMailsPerClientPerHour: 120,
};

export interface AppContext {
  config: ApiConfig;
  db: Db;
  /** This process's Prometheus metrics (ops/metrics.ts). */
  metrics: Metrics;
  /**
   * Set when a shutdown begins (main.ts): readiness then answers 503 so a load balancer sends no
   * new requests while those in flight finish.
   */
  lifecycle: { draining: boolean };
  /** The directory this process keeps data in (PGlite's), which must stay writable; null when none. */
  dataDir: string | null;
  tokens: TokenService;
  limits: RateLimits;
  /** Signs and checks one-click unsubscribe links (mail/unsubscribe-token.ts). */
  unsubscribeSecret: string;
  loginLimiter: AttemptLimiter;
  /** Per account (email), for attempts from addresses the account never signed in from. */
  accountLoginLimiter: AttemptLimiter;
  /** Wrong current passwords per user on change password (someone at an unlocked computer guessing). */
  passwordChangeLimiter: AttemptLimiter;
  /** Mails per address per hour for the forgot-password flow (silently capped, still 202). */
  mailLimiter: AttemptLimiter;
  /** Feedback per user per hour (each mails the rental company). */
  feedbackLimiter: AttemptLimiter;
  /** Feedback per company per hour, all its users together. */
  feedbackClientLimiter: AttemptLimiter;
  /** Whether an action's mails fit the acting user's and the company's hourly allowance (mail/event-mail-budget.ts). */
  eventMailBudget: EventMailBudget;
  /** Invitations per inviting user, and per company, per hour (each mails someone). */
  invitationUserLimiter: AttemptLimiter;
  invitationClientLimiter: AttemptLimiter;
  /** Memberships by user and client, cached for a few seconds (see auth/tenant.ts). */
  tenants: TenantCache;
  /** Whether an access token's sign-in still counts, cached for a few seconds (see auth/session-check.ts). */
  sessions: SessionCheck;
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
