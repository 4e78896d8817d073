// The Help menu's API (issue 13), served by the user-management service under /api/usermgmt:
// `Report a problem` and `Suggest an idea` (POST /feedback).
import type { ZodApp } from '../../http/zod';
import { feedbackRoutes } from './feedback';

export function helpRoutes(app: ZodApp): void {
  feedbackRoutes(app);
}
