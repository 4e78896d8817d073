// The user management service (`apiUrlUsermgmt`, /api/usermgmt): profile (with password, signed-in devices and invitations to answer), rights, modules, and the company pages.
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { healthRoutes } from '../general/health';
import { companyRoutes } from '../company';
import { helpRoutes } from '../help';
import { deviceRoutes } from './devices';
import { invitationAnswerRoutes } from './invitations';
import { notificationRoutes } from '../notifications/routes';
import { preferenceRoutes } from '../notifications/preference-routes';
import { passwordChangeRoutes } from './password-change';
import { profileRoutes } from './profile';

export const usermgmtService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  // Each service can run alone, so each answers its own health check.
  healthRoutes(instance as unknown as ZodApp);
  profileRoutes(instance as unknown as ZodApp);
  passwordChangeRoutes(instance as unknown as ZodApp);
  deviceRoutes(instance as unknown as ZodApp);
  invitationAnswerRoutes(instance as unknown as ZodApp);
  notificationRoutes(instance as unknown as ZodApp);
  preferenceRoutes(instance as unknown as ZodApp);
  companyRoutes(instance as unknown as ZodApp);
  helpRoutes(instance as unknown as ZodApp);
};
