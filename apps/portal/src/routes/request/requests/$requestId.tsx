import { useLingui } from '@lingui/react/macro';
import { requestDetailQuery } from '@portal/request-data-access';
import { RequestDetailPage } from '@portal/request-feature';
import { isNotFound as isHttpNotFound } from '@portal/shared-data-access-http';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteLoadError, RouteNotFound, RoutePending } from '../../../app/RouteStates';

/** Request ids are positive int4 numbers; anything else is not a request. */
const parseId = (value: string) => (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** One request; another company's id (the API answers 404) gets the same clear page as a wrong one. */
export const Route = createFileRoute('/request/requests/$requestId')({
  loader: async ({ context: { services, session }, params }) => {
    const id = parseId(params.requestId);
    if (id === null) throw notFound();
    try {
      await services.queryClient.ensureQueryData(requestDetailQuery(services.apiClient, session, id));
    } catch (error) {
      if (isHttpNotFound(error)) throw notFound();
      throw error;
    }
    return id;
  },
  component: RequestView,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  notFoundComponent: RequestNotFound,
});

function RequestView() {
  return <RequestDetailPage session={Route.useRouteContext().session} requestId={Route.useLoaderData()} today={localToday()} />;
}

function RequestNotFound() {
  const { t } = useLingui();
  return <RouteNotFound backTo="/request/requests" backLabel={t`Back to requests`} />;
}

/** Today in the user's own time zone, as YYYY-MM-DD. */
function localToday() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
