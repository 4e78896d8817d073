// Archive and restore: a POST with the version the user saw; the list is read again afterwards,
// whether it worked or the project had changed meanwhile (409).
import { projectSchema, type Project } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import type { CompanyArchiveAction } from '../contact-persons/archive-contact-person';
import { isConflict } from '../contact-persons/conflict';

/** Archives (hidden unless `Show archived`, not chosen for new orders or requests) or restores a project. */
export async function archiveProject(api: ApiClient, session: Session, id: number, action: CompanyArchiveAction, version: number): Promise<Project> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/projects/${id}/${action}`, { version });
  return projectSchema.parse(data);
}

/** `mutateAsync({ id, action, version })`. */
export function useArchiveProject(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: companyKeys.projects(session.client.uuid) });
  return useMutation({
    mutationFn: ({ id, action, version }: { id: number; action: CompanyArchiveAction; version: number }) => archiveProject(api, session, id, action, version),
    onSuccess: reread,
    onError: (error) => (isConflict(error) ? reread() : undefined),
  });
}
