import { projectSchema, type Project, type ProjectInput } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/**
 * Adds a project. The caller keeps the key (`newIdempotencyKey`) until an answer arrives, so a
 * double click, a 504 retry or a lost answer gives one project. 409 `code_taken` when another
 * project of the client has the number.
 */
export async function createProject(api: ApiClient, session: Session, input: ProjectInput, idempotencyKey: string): Promise<Project> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/projects`, input, { headers });
  return projectSchema.parse(data);
}

/** `mutateAsync({ input, idempotencyKey })`; a new project makes every page of the list stale. */
export function useCreateProject(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ProjectInput; idempotencyKey: string }) => createProject(api, session, input, idempotencyKey),
    // Returned, so the mutation is pending until the list has the new project.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.projects(session.client.uuid) }),
  });
}
