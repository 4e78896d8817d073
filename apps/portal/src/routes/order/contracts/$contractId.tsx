import { useLingui } from '@lingui/react/macro';
import { contractDetailQuery } from '@portal/order-data-access';
import { ContractDetailPage } from '@portal/order-feature';
import { isNotFound as isHttpNotFound } from '@portal/shared-data-access-http';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteLoadError, RouteNotFound, RoutePending } from '../../../app/RouteStates';

/** Contract ids are positive int4 numbers; anything else is not a contract. */
const parseId = (value: string) => (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** One contract; another company's id (the API answers 404) gets the same clear page as a wrong one. */
export const Route = createFileRoute('/order/contracts/$contractId')({
  loader: async ({ context: { services, session }, params }) => {
    const id = parseId(params.contractId);
    if (id === null) throw notFound();
    try {
      await services.queryClient.ensureQueryData(contractDetailQuery(services.apiClient, session, id));
    } catch (error) {
      if (isHttpNotFound(error)) throw notFound();
      throw error;
    }
    return id;
  },
  component: Contract,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  notFoundComponent: ContractNotFound,
});

function Contract() {
  return <ContractDetailPage session={Route.useRouteContext().session} contractId={Route.useLoaderData()} today={localToday()} />;
}

function ContractNotFound() {
  const { t } = useLingui();
  return <RouteNotFound backTo="/order/contracts" backLabel={t`Back to the overview`} />;
}

/** Today in the user's own time zone, as YYYY-MM-DD. */
function localToday() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
