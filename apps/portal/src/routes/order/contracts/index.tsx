import { awaitingApprovalSearch, contractListQuery, orderListQuery, projectOptionsQuery } from '@portal/order-data-access';
import { ContractsPage, ContractsPageHeader } from '@portal/order-feature';
import { contractSearchSchema } from '@portal/order-util';
import { hasRight } from '@portal/shared-data-access-http';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** Overview: the filters live in the URL; the loader starts both queries before the page renders. */
export const Route = createFileRoute('/order/contracts/')({
  validateSearch: contractSearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API (a bad value in a shared link is dropped).
  loaderDeps: ({ search }) => contractSearchSchema(search),
  loader: ({ context: { services, session }, deps }) => {
    // Approvers' count of waiting orders: prefetched, never awaited or thrown, so it cannot fail the overview.
    if (hasRight(session, 'APPROVE_ORDERS')) void services.queryClient.prefetchQuery(orderListQuery(services.apiClient, session, awaitingApprovalSearch));
    return Promise.all([
      services.queryClient.ensureQueryData(contractListQuery(services.apiClient, session, deps)),
      services.queryClient.ensureQueryData(projectOptionsQuery(services.apiClient, session)),
    ]);
  },
  component: Contracts,
  // A slow list shows the page's heading above its placeholder, not the placeholder alone. Not at
  // once (pendingMs 0 would put the heading first on a phone, issue 14): a filter change makes a
  // new match, and an immediate placeholder would replace the page under the user's typing.
  pendingComponent: () => <RoutePending header={<ContractsPageHeader />} />,
  errorComponent: RouteLoadError,
});

function Contracts() {
  const navigate = Route.useNavigate();
  return <ContractsPage session={Route.useRouteContext().session} search={contractSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
