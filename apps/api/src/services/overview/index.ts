// The overview service (`apiUrlOverview`, /api/overview): contracts and documents.
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { contractRoutes } from './contracts';
import { documentRoutes } from './documents';

export const overviewService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  const app = instance as unknown as ZodApp;
  contractRoutes(app);
  documentRoutes(app);
};
