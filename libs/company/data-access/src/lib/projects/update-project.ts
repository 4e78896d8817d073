// Editing a project: a PUT with the version the user saw. Afterwards the list is read again; on
// any 409 too (`version_conflict`: the list shows an outdated version).
import { projectSchema, type Project, type ProjectUpdate } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { isConflict } from '../contact-persons/conflict';

export async function updateProject(api: ApiClient, session: Session, id: number, input: ProjectUpdate): Promise<Project> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.put(`${config.apiUrlUsermgmt}/company/projects/${id}`, input);
  return projectSchema.parse(data);
}

/** `mutateAsync({ id, input })` with the version in the input. */
export function useUpdateProject(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: companyKeys.projects(session.client.uuid) });
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProjectUpdate }) => updateProject(api, session, id, input),
    onSuccess: reread,
    onError: (error) => (isConflict(error) ? reread() : undefined),
  });
}
