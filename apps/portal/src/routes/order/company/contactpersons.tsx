import { contactPersonListQuery } from '@portal/company-data-access';
import { ContactPersonsPage } from '@portal/company-feature';
import { companyListSearchSchema } from '@portal/company-util';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** The client's contact persons: the filters live in the URL; the loader starts the query before the page renders. */
export const Route = createFileRoute('/order/company/contactpersons')({
  validateSearch: companyListSearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API (a bad value in a shared link is dropped).
  loaderDeps: ({ search }) => companyListSearchSchema(search),
  loader: ({ context: { services, session }, deps }) => services.queryClient.ensureQueryData(contactPersonListQuery(services.apiClient, session, deps)),
  component: ContactPersons,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function ContactPersons() {
  const navigate = Route.useNavigate();
  return <ContactPersonsPage session={Route.useRouteContext().session} search={companyListSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
