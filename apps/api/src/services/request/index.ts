// The request service (`apiUrlRequest`, /api/request): off-hire, extension, breakdown, damage,
// invoice questions and other requests (issue 10). Static paths (export.csv, lines, assets,
// documents) win over `/requests/:id` in Fastify's router; ids are numeric anyway.
import type { FastifyPluginAsync } from 'fastify';
import { installGuard } from '../../auth/guard';
import type { ZodApp } from '../../http/zod';
import { healthRoutes } from '../general/health';
import { createRoutes } from './create';
import { requestDetailRoutes } from './detail';
import { editRoutes } from './edit';
import { extensionCheckRoutes } from './extension-check';
import { requestExportRoutes } from './export';
import { requestListRoutes } from './list';
import { photoRoutes } from './photos';
import { pickerRoutes } from './pickers';
import { siteContactRoutes } from './site-contact';

export const requestService: FastifyPluginAsync = async (instance) => {
  installGuard(instance);
  const app = instance as unknown as ZodApp;
  // Each service can run alone, so each answers its own health check.
  healthRoutes(app);
  requestExportRoutes(app);
  pickerRoutes(app);
  siteContactRoutes(app);
  requestListRoutes(app);
  requestDetailRoutes(app);
  createRoutes(app);
  extensionCheckRoutes(app);
  editRoutes(app);
  await instance.register(photoRoutes);
};
