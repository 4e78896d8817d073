// Users (members of the client) and roles: every member reads the users; MANAGE_ROLES_AND_USERS
// invites, changes roles and (de)activates, and alone reads and changes the roles.
import type { ZodApp } from '../../http/zod';
import { invitationResendRoutes } from './invitation-resend';
import { inviteRoutes } from './invite';
import { memberEditRoutes } from './member-edit';
import { memberProjectRoutes } from './member-projects';
import { memberListRoutes } from './member-list';
import { roleCreateRoutes } from './role-create';
import { roleEditRoutes } from './role-edit';
import { roleListRoutes } from './role-list';

export function peopleRoutes(app: ZodApp): void {
  memberListRoutes(app);
  inviteRoutes(app);
  invitationResendRoutes(app);
  memberEditRoutes(app);
  memberProjectRoutes(app);
  roleListRoutes(app);
  roleCreateRoutes(app);
  roleEditRoutes(app);
}
