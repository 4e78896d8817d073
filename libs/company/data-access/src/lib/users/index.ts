// Public surface of this folder (re-exported by the library's index).
export { fetchMembers, memberListQuery, useMembers } from './member-list';
export { exportMembers, useExportMembers } from './members-export';
export { fetchRoleOptions, roleOptionsQuery, useRoleOptions } from './role-options';
export { inviteMember, useInviteMember } from './invite-member';
export { changeMemberRoles, useChangeMemberRoles } from './change-member-roles';
export { changeMemberProjects, useChangeMemberProjects } from './change-member-projects';
export { postActivation, useMemberActivation } from './member-activation';
export type { ActivationAction } from './member-activation';
export { resendInvitation, useResendInvitation } from './resend-invitation';
