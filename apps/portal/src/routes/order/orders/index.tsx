import { orderListQuery, projectOptionsQuery } from '@portal/order-data-access';
import { OrdersPage } from '@portal/order-feature';
import { orderSearchSchema } from '@portal/order-util';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** My orders: the filters live in the URL; the loader starts both queries before the page renders. */
export const Route = createFileRoute('/order/orders/')({
  validateSearch: orderSearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API (a bad value in a shared link is dropped).
  loaderDeps: ({ search }) => orderSearchSchema(search),
  loader: ({ context: { services, session }, deps }) =>
    Promise.all([
      services.queryClient.ensureQueryData(orderListQuery(services.apiClient, session, deps)),
      services.queryClient.ensureQueryData(projectOptionsQuery(services.apiClient, session)),
    ]),
  component: Orders,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Orders() {
  const navigate = Route.useNavigate();
  return <OrdersPage session={Route.useRouteContext().session} search={orderSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
