// Users (members of the client) and roles.
import type { ZodApp } from '../../http/zod';

export function peopleRoutes(_app: ZodApp): void {
  // Filled by the users-and-roles work.
}
