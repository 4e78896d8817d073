// Ordering (issue 9), served by the overview service with the rest of the order area. Static
// paths (quote, export.csv) are registered before `/orders/:id`; Fastify prefers them anyway.
import type { ZodApp } from '../../http/zod';
import { catalogueRoutes } from './catalogue';
import { dateRoutes } from './dates';
import { depotRoutes } from './depots';
import { orderDetailRoutes } from './detail';
import { orderExportRoutes } from './export';
import { formOptionRoutes } from './form-options';
import { orderListRoutes } from './list';
import { placeRoutes } from './place';
import { poRoutes } from './po';
import { quoteRoutes } from './quote';
import { settingsRoutes } from './settings';
import { transitionRoutes } from './transitions';

export function orderRoutes(app: ZodApp): void {
  catalogueRoutes(app);
  formOptionRoutes(app);
  depotRoutes(app);
  quoteRoutes(app);
  orderExportRoutes(app);
  placeRoutes(app);
  orderListRoutes(app);
  orderDetailRoutes(app);
  transitionRoutes(app);
  dateRoutes(app);
  poRoutes(app);
  settingsRoutes(app);
}
