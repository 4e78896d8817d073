// The company pages (issue 12), served by the user-management service under /api/usermgmt/company:
// the client's master data (contact persons, addresses, projects) and its people (users, roles).
import type { ZodApp } from '../../http/zod';
import { masterDataRoutes } from './master-data';
import { peopleRoutes } from './people';

export function companyRoutes(app: ZodApp): void {
  masterDataRoutes(app);
  peopleRoutes(app);
}
