import { memberListQuery, roleOptionsQuery } from '@portal/company-data-access';
import { UsersPage } from '@portal/company-feature';
import { memberSearchSchema } from '@portal/company-util';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** The client's users with their roles and status: the filters live in the URL; the loader starts every query before the page renders. */
export const Route = createFileRoute('/order/company/users')({
  validateSearch: memberSearchSchema,
  // Parsed again: the router merges the parents' raw search in.
  loaderDeps: ({ search }) => memberSearchSchema(search),
  loader: ({ context: { services, session }, deps }) =>
    Promise.all([
      services.queryClient.ensureQueryData(memberListQuery(services.apiClient, session, deps)),
      services.queryClient.ensureQueryData(roleOptionsQuery(services.apiClient, session)),
    ]),
  component: Users,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Users() {
  const navigate = Route.useNavigate();
  return <UsersPage session={Route.useRouteContext().session} search={memberSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
