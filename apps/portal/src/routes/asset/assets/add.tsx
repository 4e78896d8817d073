import { assetOptionsQuery } from '@portal/asset-data-access';
import { NewAssetPage, type AssetMapProps } from '@portal/asset-feature';
import { hasRight } from '@portal/shared-data-access-http';
import { createFileRoute } from '@tanstack/react-router';
import { ConsentedMap } from '../../../app/ConsentedMap';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** A new asset; once the API has it, its page. */
export const Route = createFileRoute('/asset/assets/add')({
  loader: ({ context: { services, session } }) => {
    // Without MANAGE_ASSETS the page says why; there is nothing to load for it.
    if (!hasRight(session, 'MANAGE_ASSETS')) return;
    return services.queryClient.ensureQueryData(assetOptionsQuery(services.apiClient, session));
  },
  component: NewAsset,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

const renderMap = (props: AssetMapProps) => <ConsentedMap {...props} />;

function NewAsset() {
  const navigate = Route.useNavigate();
  return (
    <NewAssetPage session={Route.useRouteContext().session} renderMap={renderMap}
      onSaved={(id) => void navigate({ to: '/asset/assets/$assetId', params: { assetId: String(id) } })} />
  );
}
