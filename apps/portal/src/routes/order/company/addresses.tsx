import { addressListQuery } from '@portal/company-data-access';
import { AddressesPage } from '@portal/company-feature';
import { companyListSearchSchema } from '@portal/company-util';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** The client's delivery addresses: the filters live in the URL; the loader starts the query before the page renders. */
export const Route = createFileRoute('/order/company/addresses')({
  validateSearch: companyListSearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API (a bad value in a shared link is dropped).
  loaderDeps: ({ search }) => companyListSearchSchema(search),
  loader: ({ context: { services, session }, deps }) => services.queryClient.ensureQueryData(addressListQuery(services.apiClient, session, deps)),
  component: Addresses,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Addresses() {
  const navigate = Route.useNavigate();
  return <AddressesPage session={Route.useRouteContext().session} search={companyListSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
