import { documentListQuery, projectOptionsQuery } from '@portal/order-data-access';
import { DocumentsPage } from '@portal/order-feature';
import { documentSearchSchema } from '@portal/order-util';
import { hasRight } from '@portal/shared-data-access-http';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../app/RouteStates';

/** Documents: for users with VIEW_DOCUMENTS (the page tells the others why there is nothing). */
export const Route = createFileRoute('/order/documents')({
  validateSearch: documentSearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API (a bad value in a shared link is dropped).
  loaderDeps: ({ search }) => documentSearchSchema(search),
  loader: async ({ context: { services, session }, deps }) => {
    if (!hasRight(session, 'VIEW_DOCUMENTS')) return;
    await Promise.all([
      services.queryClient.ensureQueryData(documentListQuery(services.apiClient, session, deps)),
      services.queryClient.ensureQueryData(projectOptionsQuery(services.apiClient, session)),
    ]);
  },
  component: Documents,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Documents() {
  const navigate = Route.useNavigate();
  return <DocumentsPage session={Route.useRouteContext().session} search={documentSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
