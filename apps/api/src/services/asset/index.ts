// Assets (issue 11), served by the general service under /api with the module `asset`. Static
// paths (options, map-points, export.csv) win over `/assets/:id` in Fastify's router.
import type { ZodApp } from '../../http/zod';
import { assetCreateRoutes } from './create';
import { assetDetailRoutes } from './detail';
import { assetEditRoutes } from './edit';
import { assetExportRoutes } from './export';
import { assetListRoutes } from './list';
import { assetOptionRoutes } from './options';

export function assetRoutes(app: ZodApp): void {
  assetOptionRoutes(app);
  assetExportRoutes(app);
  assetListRoutes(app);
  assetDetailRoutes(app);
  assetCreateRoutes(app);
  assetEditRoutes(app);
}
