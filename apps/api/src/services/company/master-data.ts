// Contact persons, addresses and projects.
import type { ZodApp } from '../../http/zod';

export function masterDataRoutes(_app: ZodApp): void {
  // Filled by the master-data work.
}
