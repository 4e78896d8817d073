// The overview service (`apiUrlOverview`, /api/overview): contracts and documents.
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { healthRoutes } from '../general/health';
import { contractRoutes } from './contracts';
import { documentRoutes } from './documents';

export const overviewService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  // Each service can run alone, so each answers its own health check.
  healthRoutes(instance as unknown as ZodApp);
  const app = instance as unknown as ZodApp;
  contractRoutes(app);
  documentRoutes(app);
};
