import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { AssetMapPoints } from '@portal/shared-api-contract';
import { ErrorState } from '@portal/shared-ui';
import type { MapPoint } from '@portal/shared-ui-map';
import { useMemo } from 'react';
import { AnchorLink } from '../common/links';
import type { RenderAssetMap } from '../common/map-props';

/** Props of AssetsMapPanel: every matching point, the selection (from the URL) and the map slot. */
export interface AssetsMapPanelProps {
  /** Undefined while the points are loading: the list beside the map does not wait for them. */
  points: AssetMapPoints['items'] | undefined;
  /** The points could not be loaded (and none are shown): offer to try again. */
  onRetry?: (() => void) | undefined;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  renderMap: RenderAssetMap;
  height: number | string;
}

/** The map of the filtered assets and, under it, the asset selected on the map or in the list. */
export function AssetsMapPanel({ points, onRetry, ...rest }: AssetsMapPanelProps) {
  const { t } = useLingui();
  if (!points && onRetry) return <ErrorState title={t`The map could not be loaded`} onRetry={onRetry} />;
  // While the points load, the map is already mounted (empty): when they arrive, only the clusters
  // and the markers are left to do, which keeps the points on screen within a second of their data.
  return <LoadedMapPanel points={points ?? NO_POINTS} loading={!points} {...rest} />;
}

const NO_POINTS: AssetMapPoints['items'] = [];

function LoadedMapPanel({ points, loading, selectedId, onSelect, renderMap, height }: Omit<AssetsMapPanelProps, 'onRetry'> & { points: AssetMapPoints['items']; loading: boolean }) {
  const { t } = useLingui();
  // Thousands of points: built once per answer, not on every render of the list beside it.
  const mapPoints = useMemo<MapPoint[]>(() => points.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, label: p.name, detail: p.serial, dimmed: p.archived })), [points]);
  const selected = selectedId === undefined ? undefined : points.find((p) => p.id === selectedId);
  return (
    <Stack gap="xs">
      {renderMap({ points: mapPoints, selectedId: selected?.id ?? null, onSelect, height, ariaLabel: t`Map of the assets` })}
      {/* Said in words too: what the marker's popup shows is not read by every screen reader. */}
      <Text size="sm" role="status">
        {loading ? (
          t`Loading the map…`
        ) : selected ? (
          <>
            {t`Selected:`}{' '}
            <AnchorLink to="/asset/assets/$assetId" params={{ assetId: String(selected.id) }} underline="always">{selected.name}</AnchorLink> ({selected.serial})
          </>
        ) : (
          t`${points.length} assets with a location. Select one in the list or on the map.`
        )}
      </Text>
    </Stack>
  );
}
