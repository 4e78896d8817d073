// Renaming a role and setting its rights: a PUT with the version the user saw.
import { roleSchema, type Role, type RoleUpdate } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadOnConflict, rereadPeople } from '../users/reread-people';

/** 409 `name_taken`, `last_manager` (no one would keep MANAGE_ROLES_AND_USERS) or `version_conflict`. */
export async function updateRole(api: ApiClient, session: Session, id: number, input: RoleUpdate): Promise<Role> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.put(`${config.apiUrlUsermgmt}/company/roles/${id}`, input);
  return roleSchema.parse(data);
}

/** `mutateAsync({ id, input })`; on success or a conflict the roles and the users are read again. */
export const updateRoleMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: RoleUpdate }) => updateRole(api, session, id, input),
    // Returned, so the mutation is pending until the fresh list is in the cache.
    onSuccess: () => rereadPeople(queryClient, session),
    onError: rereadOnConflict(queryClient, session),
  });

export const useUpdateRole = (session: Session) => useMutation(updateRoleMutation(useApiClient(), session, useQueryClient()));
