// `Add role`: one Idempotency-Key per role until the API answers, so a double click or a retry
// after a lost answer gives one role.
import { roleSchema, type Role, type RoleInput } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadPeople } from '../users/reread-people';

/** Adds a role; 409 `name_taken` when another role of the client has the name (ignoring case). */
export async function createRole(api: ApiClient, session: Session, input: RoleInput, idempotencyKey: string): Promise<Role> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/roles`, input, { headers });
  return roleSchema.parse(data);
}

/** `mutateAsync({ input, idempotencyKey })`; a new role shows in the roles list and the users page's role choice. */
export const createRoleMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ input, idempotencyKey }: { input: RoleInput; idempotencyKey: string }) => createRole(api, session, input, idempotencyKey),
    onSuccess: () => rereadPeople(queryClient, session),
  });

export const useCreateRole = (session: Session) => useMutation(createRoleMutation(useApiClient(), session, useQueryClient()));
