// Archive and restore: a POST with the version the user saw. An archived role gives no rights and
// cannot be given; afterwards the roles and users are read again, also after a conflict (409).
import { roleSchema, type Role } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadOnConflict, rereadPeople } from '../users/reread-people';

export type RoleArchiveAction = 'archive' | 'restore';

/** Archive answers 409 `last_manager` when it would leave no one with MANAGE_ROLES_AND_USERS. */
export async function postRoleArchiveAction(api: ApiClient, session: Session, id: number, action: RoleArchiveAction, version: number): Promise<Role> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/roles/${id}/${action}`, { version });
  return roleSchema.parse(data);
}

/** `mutateAsync({ id, action, version })`; on success or a conflict the roles and users are read again. */
export const archiveRoleMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, action, version }: { id: number; action: RoleArchiveAction; version: number }) => postRoleArchiveAction(api, session, id, action, version),
    onSuccess: () => rereadPeople(queryClient, session),
    onError: rereadOnConflict(queryClient, session),
  });

export const useArchiveRole = (session: Session) => useMutation(archiveRoleMutation(useApiClient(), session, useQueryClient()));
