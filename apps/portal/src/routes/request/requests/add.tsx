import { requestableAssetsQuery, requestableDocumentsQuery, requestableLinesByIdsQuery, requestableLinesQuery } from '@portal/request-data-access';
import { NewRequestPage } from '@portal/request-feature';
import { newRequestSearchSchema } from '@portal/request-util';
import { hasRight } from '@portal/shared-data-access-http';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** A new request; `type`, `line`, `asset` and `document` come from the screens that link here. */
export const Route = createFileRoute('/request/requests/add')({
  validateSearch: newRequestSearchSchema,
  // Choosing another type rewrites `type` only: that must not load again.
  loaderDeps: ({ search: { line, asset, document } }) => ({ line, asset, document }),
  loader: ({ context: { services, session }, deps }) => {
    // Without MANAGE_REQUESTS the page says why; there is nothing to load for it.
    if (!hasRight(session, 'MANAGE_REQUESTS')) return;
    const { queryClient, apiClient } = services;
    return Promise.all([
      // The first page says `today`, the off-hire date's default.
      queryClient.ensureQueryData(requestableLinesQuery(apiClient, session, {})),
      deps.line && queryClient.ensureQueryData(requestableLinesByIdsQuery(apiClient, session, [deps.line])),
      deps.asset && queryClient.ensureQueryData(requestableAssetsQuery(apiClient, session, { id: deps.asset })),
      deps.document && queryClient.ensureQueryData(requestableDocumentsQuery(apiClient, session, { id: deps.document })),
    ]);
  },
  component: NewRequest,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function NewRequest() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The type goes into the URL (replacing the entry), so a reload or a shared link opens the same form.
  return <NewRequestPage session={session} search={search} onTypeChange={(type) => void navigate({ search: (s) => ({ ...s, type }), replace: true })} />;
}
