// The request service (`apiUrlRequest`, /api/request).
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { requestRoutes } from './requests';

export const requestService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  requestRoutes(instance as unknown as ZodApp);
};
