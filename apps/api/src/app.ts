// Builds the Fastify application: shared plugins, then each enabled service under its prefix.
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAttemptLimiter, databaseRateLimitStore } from './auth/limiter';
import { loadSigningKey } from './auth/keys';
import { unsubscribeSecretFor, useUnsubscribeSecret } from './mail/unsubscribe-token';
import { eventMailBudget } from './mail/event-mail-budget';
import { startAccessCaches } from './auth/access-caches';
import { createTokenService } from './auth/tokens';
import { createMetrics } from './ops/metrics';
import { trustProxyOption, type ApiConfig, type ServiceName } from './config/env';
import { defaultRateLimits, type AppContext, type RateLimits } from './context';
import type { Db } from './db/client';
import { registerCompression } from './http/compression';
import { frameworkError, registerErrorHandling, routeNotFound, sendProblem } from './http/error-handler';
import { loggingOptions } from './http/logger';
import { registerOpenApi } from './http/openapi';
import { registerFirstScreen } from './http/first-screen';
import { registerPortal, sendSpa, wantsSpa } from './http/portal';
import { HttpProblem } from './http/problem';
import { requestIdOf, withRequestId } from './lib/request-context';
import { registerSecurity } from './http/security';
import { jsonSerializerCompiler, zodValidatorCompiler, type ZodApp } from './http/zod';
import { configJsonRoute } from './services/config-json';
import { generalService } from './services/general';
import { overviewService } from './services/overview';
import { requestService } from './services/request';
import { usermgmtService } from './services/usermgmt';

export interface BuildOptions {
  config: ApiConfig;
  db: Db;
  limits?: Partial<RateLimits>;
  /** The embedded database's data directory, checked for readiness (none: PostgreSQL or in memory). */
  dataDir?: string | null;
  /** Where logs go (tests capture them); default stdout. */
  logStream?: NodeJS.WritableStream;
}

const services: Record<ServiceName, { prefix: string; plugin: typeof generalService }> = {
  general: { prefix: '/api', plugin: generalService },
  usermgmt: { prefix: '/api/usermgmt', plugin: usermgmtService },
  request: { prefix: '/api/request', plugin: requestService },
  overview: { prefix: '/api/overview', plugin: overviewService },
};

/** Small JSON bodies only; an upload endpoint can raise its own route limit. */
const BODY_LIMIT = 64 * 1024;

export async function buildApp({ config, db, limits, logStream, dataDir = null }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions({ level: config.logLevel, format: config.logFormat, stream: logStream }),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkError,
    genReqId: requestIdOf,
  });
  // Outside APP_ENV=local without a configured key, this throws: the server does not start.
  const key = await loadSigningKey(db, config);
  // Likewise without UNSUBSCRIBE_SECRET: a deployment never signs links with the demo's secret.
  const unsubscribeSecret = unsubscribeSecretFor(config);
  useUnsubscribeSecret(unsubscribeSecret);
  const rate = { ...defaultRateLimits, ...limits };
  // Session and membership caches that every process's revocations clear (auth/access-caches.ts).
  const access = await startAccessCaches(db, app.log);
  const ctx: AppContext = {
    config,
    db,
    metrics: createMetrics(db),
    lifecycle: { draining: false },
    dataDir,
    tokens: createTokenService(key, config.issuer),
    limits: rate,
    unsubscribeSecret,
    // Counters in the database: shared by every process on it (auth/limiter.ts).
    loginLimiter: createAttemptLimiter(db, 'login', rate.loginFailures, rate.loginWindowMs),
    accountLoginLimiter: createAttemptLimiter(db, 'login-account', rate.accountLoginAttempts, rate.accountLoginWindowMs),
    passwordChangeLimiter: createAttemptLimiter(db, 'password-change', rate.passwordChangeFailures, rate.passwordChangeWindowMs),
    mailLimiter: createAttemptLimiter(db, 'reset-mail', 3, 3600_000),
    feedbackLimiter: createAttemptLimiter(db, 'feedback', rate.feedbackPerUserPerHour, 3600_000),
    feedbackClientLimiter: createAttemptLimiter(db, 'feedback-client', rate.feedbackPerClientPerHour, 3600_000),
    eventMailBudget: eventMailBudget(rate),
    invitationUserLimiter: createAttemptLimiter(db, 'invitation-user', rate.invitationsPerUserPerHour, 3600_000),
    invitationClientLimiter: createAttemptLimiter(db, 'invitation-client', rate.invitationsPerClientPerHour, 3600_000),
    tenants: access.tenants,
    sessions: access.sessions,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', access.stop);
  // The request's id in its answer, and for everything its handling does (mail rows, their logs).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    withRequestId(request.id, done);
  });
  // Every answer, by its route's template (request.routeOptions.url; none when nothing matched).
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.observe(request.method, request.routeOptions.url ?? null, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(429, 'rate_limited', 'Too Many Requests', `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`),
  });
  // Before any route: only routes added after it get compressed answers.
  await registerCompression(app);
  await registerOpenApi(app, config.release);

  configJsonRoute(app as unknown as ZodApp, config);
  for (const name of config.services) await app.register(services[name].plugin, { prefix: services[name].prefix });

  const spa = await registerPortal(app, config.portalDist);
  if (spa) registerFirstScreen(app, config.portalDist, config);
  app.setNotFoundHandler((request, reply) => (spa && wantsSpa(request) ? sendSpa(reply) : sendProblem(reply, routeNotFound(request))));
  return app;
}
