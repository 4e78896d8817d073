// The overview service (`apiUrlOverview`, /api/overview): contracts, documents and their files,
// the client's projects for the filters, and ordering (services/order).
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { healthRoutes } from '../general/health';
import { contractFileRoutes } from './contract-files';
import { contractRoutes } from './contracts';
import { documentFileRoutes } from './document-files';
import { documentRoutes } from './documents';
import { einvoiceFileRoutes } from './einvoice-files';
import { projectRoutes } from './projects';
import { statementRoutes } from './statement/routes';
import { orderRoutes } from '../order';

export const overviewService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  // Each service can run alone, so each answers its own health check.
  healthRoutes(instance as unknown as ZodApp);
  const app = instance as unknown as ZodApp;
  // Static paths (export.csv, archive.zip) win over `:id` in Fastify's router; ids are numeric anyway.
  contractFileRoutes(app);
  contractRoutes(app);
  documentFileRoutes(app);
  statementRoutes(app);
  einvoiceFileRoutes(app);
  documentRoutes(app);
  projectRoutes(app);
  orderRoutes(app);
};
