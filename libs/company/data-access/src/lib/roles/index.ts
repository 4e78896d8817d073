// Public surface of this folder (re-exported by the library's index).
export { fetchRoles, roleListQuery, useRoles } from './role-list';
export { createRole, useCreateRole } from './create-role';
export { updateRole, useUpdateRole } from './update-role';
export { fetchRoleArchiveImpact, roleArchiveImpactQuery, useRoleArchiveImpact } from './role-archive-impact';
export { postRoleArchiveAction, useArchiveRole } from './archive-role';
export type { RoleArchiveAction } from './archive-role';
export { fetchOfferedRights, offeredRightsQuery, useOfferedRights } from './offered-rights';
