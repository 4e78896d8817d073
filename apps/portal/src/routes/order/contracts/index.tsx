import { contractListQuery, projectOptionsQuery } from '@portal/order-data-access';
import { ContractsPage } from '@portal/order-feature';
import { contractSearchSchema } from '@portal/order-util';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** Overview: the filters live in the URL; the loader starts both queries before the page renders. */
export const Route = createFileRoute('/order/contracts/')({
  validateSearch: contractSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { services, session }, deps }) =>
    Promise.all([
      services.queryClient.ensureQueryData(contractListQuery(services.apiClient, session, deps)),
      services.queryClient.ensureQueryData(projectOptionsQuery(services.apiClient, session)),
    ]),
  component: Contracts,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Contracts() {
  const navigate = Route.useNavigate();
  return <ContractsPage session={Route.useRouteContext().session} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
