import { useLingui } from '@lingui/react/macro';
import { assetDetailQuery, assetRequestsQuery } from '@portal/asset-data-access';
import { AssetDetailPage, type AssetMapProps } from '@portal/asset-feature';
import { param } from '@portal/shared-api-contract/search';
import { isNotFound as isHttpNotFound } from '@portal/shared-data-access-http';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ConsentedMap } from '../../../../app/ConsentedMap';
import { RouteLoadError, RouteNotFound, RoutePending } from '../../../../app/RouteStates';

/** One asset; another company's id (the API answers 404) gets the same clear page as a wrong one. */
export const Route = createFileRoute('/asset/assets/$assetId/')({
  loader: async ({ context: { services, session }, params }) => {
    const id = param.id(params.assetId);
    if (id === undefined) throw notFound();
    const { queryClient, apiClient } = services;
    try {
      await Promise.all([queryClient.ensureQueryData(assetDetailQuery(apiClient, session, id)), queryClient.ensureQueryData(assetRequestsQuery(apiClient, session, id))]);
    } catch (error) {
      if (isHttpNotFound(error)) throw notFound();
      throw error;
    }
    return id;
  },
  component: AssetView,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  notFoundComponent: AssetNotFound,
});

const renderMap = (props: AssetMapProps) => <ConsentedMap {...props} />;

function AssetView() {
  return <AssetDetailPage session={Route.useRouteContext().session} assetId={Route.useLoaderData()} renderMap={renderMap} />;
}

function AssetNotFound() {
  const { t } = useLingui();
  return <RouteNotFound backTo="/asset/assets" backLabel={t`Back to assets`} />;
}
