// The user management service (`apiUrlUsermgmt`, /api/usermgmt): profile, rights, modules.
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { profileRoutes } from './profile';

export const usermgmtService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  profileRoutes(instance as unknown as ZodApp);
};
