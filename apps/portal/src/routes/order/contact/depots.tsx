import { depotsQuery } from '@portal/order-data-access';
import { DepotsPage, type DepotsMapProps } from '@portal/order-feature';
import { createFileRoute } from '@tanstack/react-router';
import { ConsentedMap } from '../../../app/ConsentedMap';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** Contact: the opCo's depots for every member of the client; the loader starts the query before the page renders. */
export const Route = createFileRoute('/order/contact/depots')({
  loader: ({ context: { services, session } }) => services.queryClient.ensureQueryData(depotsQuery(services.apiClient, session)),
  component: Depots,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

// The portal's own map, its tiles behind the map service's consent (issue 13).
const renderMap = (props: DepotsMapProps) => <ConsentedMap {...props} />;

function Depots() {
  return <DepotsPage session={Route.useRouteContext().session} renderMap={renderMap} />;
}
