// The general service (`apiUrl`, /api): sign-in, password reset, the shell's data, availability,
// and the asset area (issue 11: the contract names `apiUrl` for it).
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { assetRoutes } from '../asset';
import { authRoutes } from './auth-routes';
import { availabilityRoutes } from './availability';
import { clientRoutes } from './clients';
import { devOutboxRoutes } from './dev-outbox';
import { healthRoutes } from './health';
import { opsRoutes } from './ops';
import { i18nRoutes } from './i18n';
import { mailAdminRoutes } from './mail-admin';
import { passwordRoutes } from './password';
import { unsubscribeRoutes } from '../notifications/unsubscribe';
import { requestStatusAdminRoutes } from './request-status-admin';
import { wellKnownRoutes } from './well-known';

export const generalService: FastifyPluginAsync = async (instance) => {
  const app = instance as unknown as ZodApp;
  installGuard(instance);
  healthRoutes(app);
  opsRoutes(app);
  authRoutes(app);
  wellKnownRoutes(app);
  passwordRoutes(app);
  clientRoutes(app);
  availabilityRoutes(app);
  mailAdminRoutes(app);
  requestStatusAdminRoutes(app);
  i18nRoutes(app);
  assetRoutes(app);
  devOutboxRoutes(app);
  // Its own scope: the urlencoded parser it adds serves its two routes only.
  await instance.register(async (scope) => unsubscribeRoutes(scope as unknown as ZodApp));
};
