import { requestListQuery } from '@portal/request-data-access';
import { RequestsPage } from '@portal/request-feature';
import { requestSearchSchema } from '@portal/request-util';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** The client's requests: the filters live in the URL; the loader starts the query before the page renders. */
export const Route = createFileRoute('/request/requests/')({
  validateSearch: requestSearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API (a bad value in a shared link is dropped).
  loaderDeps: ({ search }) => requestSearchSchema(search),
  loader: ({ context: { services, session }, deps }) => services.queryClient.ensureQueryData(requestListQuery(services.apiClient, session, deps)),
  component: Requests,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Requests() {
  const navigate = Route.useNavigate();
  return <RequestsPage session={Route.useRouteContext().session} search={requestSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
