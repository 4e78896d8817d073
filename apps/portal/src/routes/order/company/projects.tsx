import { addressOptionsQuery, projectListQuery } from '@portal/company-data-access';
import { ProjectsPage } from '@portal/company-feature';
import { companyListSearchSchema } from '@portal/company-util';
import { hasRight } from '@portal/shared-data-access-http';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** The client's projects with their budgets: the filters live in the URL; the loader starts the queries before the page renders. */
export const Route = createFileRoute('/order/company/projects')({
  validateSearch: companyListSearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API (a bad value in a shared link is dropped).
  loaderDeps: ({ search }) => companyListSearchSchema(search),
  loader: ({ context: { services, session }, deps }) =>
    Promise.all([
      services.queryClient.ensureQueryData(projectListQuery(services.apiClient, session, deps)),
      // Only managers get the form, and with it the address to choose.
      hasRight(session, 'MANAGE_ROLES_AND_USERS') ? services.queryClient.ensureQueryData(addressOptionsQuery(services.apiClient, session)) : undefined,
    ]),
  component: Projects,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Projects() {
  const navigate = Route.useNavigate();
  return <ProjectsPage session={Route.useRouteContext().session} search={companyListSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
