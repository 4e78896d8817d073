// Contact persons, addresses and projects: every member of the client reads them, a member with
// MANAGE_ROLES_AND_USERS changes them (access.ts). Each kind registers its static paths
// (export.csv, options) before `/:id`.
import type { ZodApp } from '../../http/zod';
import { addressRoutes } from './addresses';
import { contactPersonRoutes } from './contact-persons';
import { poBudgetRoutes } from './po-budget-routes';
import { projectRoutes } from './projects';

export function masterDataRoutes(app: ZodApp): void {
  contactPersonRoutes(app);
  addressRoutes(app);
  projectRoutes(app);
  poBudgetRoutes(app);
}
