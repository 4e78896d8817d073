import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { AssetMapPoints } from '@portal/shared-api-contract';
import type { MapPoint } from '@portal/shared-ui-map';
import { useMemo } from 'react';
import { AnchorLink } from '../common/links';
import type { RenderAssetMap } from '../common/map-props';

/** Props of AssetsMapPanel: every matching point, the selection (from the URL) and the map slot. */
export interface AssetsMapPanelProps {
  points: AssetMapPoints['items'];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  renderMap: RenderAssetMap;
  height: number | string;
}

/** The map of the filtered assets and, under it, the asset selected on the map or in the list. */
export function AssetsMapPanel({ points, selectedId, onSelect, renderMap, height }: AssetsMapPanelProps) {
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
