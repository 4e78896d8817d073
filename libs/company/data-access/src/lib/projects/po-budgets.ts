// A project's budget per PO (issue 35): read when its dialog opens; saved with the project's
// version, after which the budgets and the projects list (the version moved) are read again, on a
// 409 too.
import { projectPoBudgetsSchema, type ProjectPoBudgets, type ProjectPoBudgetsInput } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { isConflict } from '../contact-persons/conflict';

const pathOf = (session: Session, api: ApiClient, id: number) => {
  const { http, config } = sessionClient(api, session);
  return { http, url: `${config.apiUrlUsermgmt}/company/projects/${id}/po-budgets` };
};

export async function fetchPoBudgets(api: ApiClient, session: Session, id: number): Promise<ProjectPoBudgets> {
  const { http, url } = pathOf(session, api, id);
  const { data } = await http.get(url);
  return projectPoBudgetsSchema.parse(data);
}

export async function savePoBudgets(api: ApiClient, session: Session, id: number, input: ProjectPoBudgetsInput): Promise<ProjectPoBudgets> {
  const { http, url } = pathOf(session, api, id);
  const { data } = await http.put(url, input);
  return projectPoBudgetsSchema.parse(data);
}

export const poBudgetsQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: companyKeys.poBudgets(session.client.uuid, id), queryFn: () => fetchPoBudgets(api, session, id), staleTime: 30_000 });

/** The PO budgets of one project, read while its dialog is open. */
export const usePoBudgets = (session: Session, id: number) => useQuery(poBudgetsQuery(useApiClient(), session, id));

/** `mutateAsync(input)` with the project's version in the input. */
export function useSavePoBudgets(session: Session, id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: companyKeys.projects(session.client.uuid) });
  return useMutation({
    mutationFn: (input: ProjectPoBudgetsInput) => savePoBudgets(api, session, id, input),
    onSuccess: reread,
    onError: (error) => (isConflict(error) ? reread() : undefined),
  });
}
