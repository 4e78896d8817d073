import { MAP_TILES_SERVICE_NAME } from '@portal/consent-data-access';
import { MapConsentOverlay, useServiceConsent } from '@portal/consent-feature';
import { useApiClient } from '@portal/shared-data-access-http';
import { PointsMap, type PointsMapProps } from '@portal/shared-ui-map';

/** Props of ConsentedMap: a map's points and behaviour; tiles and the notice are the app's call. */
export type ConsentedMapProps = Omit<PointsMapProps, 'tileUrl' | 'overlay' | 'attribution'>;

// The tile servers the portal is pointed at serve OpenStreetMap data, whose licence asks for this.
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The portal's map with its tiles behind consent (issues 11 and 13). The map (ui, shared) knows
 * nothing of consent, and consent nothing of maps: the app joins them here. Tiles come from the
 * startup config's `mapTileUrl` and load only once the `map-tiles` service may run; until then the
 * markers show on a plain background under the map's own contextual notice. Without a tile server
 * configured there is nothing to consent to, and no notice.
 */
export function ConsentedMap(props: ConsentedMapProps) {
  const { config } = useApiClient();
  const tiles = useServiceConsent(MAP_TILES_SERVICE_NAME);
  const configured = config.mapTileUrl ?? null;
  return (
    <PointsMap
      {...props}
      tileUrl={configured && tiles.enabled ? configured : null}
      attribution={ATTRIBUTION}
      overlay={configured && !tiles.enabled ? <MapConsentOverlay service={MAP_TILES_SERVICE_NAME} /> : undefined}
    />
  );
}
