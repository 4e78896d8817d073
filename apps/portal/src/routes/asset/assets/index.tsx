import { assetListQuery, assetMapPointsQuery, assetOptionsQuery } from '@portal/asset-data-access';
import { AssetsPage, type AssetMapProps } from '@portal/asset-feature';
import { assetListSearch, assetSearchSchema } from '@portal/asset-util';
import { preloadPointsMap } from '@portal/shared-ui-map';
import { createFileRoute } from '@tanstack/react-router';
import { ConsentedMap } from '../../../app/ConsentedMap';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** The client's assets on a list and a map: the filters live in the URL; the loader starts every query before the page renders. */
export const Route = createFileRoute('/asset/assets/')({
  validateSearch: assetSearchSchema,
  // Parsed again (the router merges the parents' raw search in), and without the view and the
  // selection: switching list and map or selecting an asset must not run the loader again.
  loaderDeps: ({ search }) => assetListSearch(assetSearchSchema(search)),
  // The map's points (thousands) and its code are started here but not awaited: the list shows as
  // soon as its page and the filter options are in, and the map fills in when its data arrives.
  loader: ({ context: { services, session }, deps }) => {
    // The list's requests go first: the database answers one query at a time.
    const listed = Promise.all([
      services.queryClient.ensureQueryData(assetListQuery(services.apiClient, session, deps)),
      services.queryClient.ensureQueryData(assetOptionsQuery(services.apiClient, session)),
    ]);
    preloadPointsMap();
    void services.queryClient.prefetchQuery(assetMapPointsQuery(services.apiClient, session, deps));
    return listed;
  },
  component: Assets,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

const renderMap = (props: AssetMapProps) => <ConsentedMap {...props} />;

function Assets() {
  const navigate = Route.useNavigate();
  return (
    <AssetsPage session={Route.useRouteContext().session} search={assetSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })}
      renderMap={renderMap} />
  );
}
