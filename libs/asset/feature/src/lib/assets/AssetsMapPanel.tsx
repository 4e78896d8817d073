import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
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
  if (points) return <LoadedMapPanel points={points} {...rest} />;
  if (onRetry) return <ErrorState title={t`The map could not be loaded`} onRetry={onRetry} />;
  return (
    <Stack gap="xs">
      <Skeleton height={rest.height} radius="sm" aria-hidden />
      <Text size="sm" role="status">{t`Loading the map…`}</Text>
    </Stack>
  );
}

function LoadedMapPanel({ points, selectedId, onSelect, renderMap, height }: Omit<AssetsMapPanelProps, 'onRetry'> & { points: AssetMapPoints['items'] }) {
  const { t } = useLingui();
  // Thousands of points: built once per answer, not on every render of the list beside it.
  const mapPoints = useMemo<MapPoint[]>(() => points.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, label: p.name, detail: p.serial, dimmed: p.archived })), [points]);
  const selected = selectedId === undefined ? undefined : points.find((p) => p.id === selectedId);
  return (
    <Stack gap="xs">
      {renderMap({ points: mapPoints, selectedId: selected?.id ?? null, onSelect, height, ariaLabel: t`Map of the assets` })}
      {/* Said in words too: what the marker's popup shows is not read by every screen reader. */}
      <Text size="sm" role="status">
        {selected ? (
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
