// The request service (`apiUrlRequest`, /api/request).
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { healthRoutes } from '../general/health';
import { requestRoutes } from './requests';

export const requestService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  // Each service can run alone, so each answers its own health check.
  healthRoutes(instance as unknown as ZodApp);
  requestRoutes(instance as unknown as ZodApp);
};
