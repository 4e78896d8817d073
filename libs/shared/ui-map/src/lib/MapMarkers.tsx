import type { Map as LeafletMap } from 'leaflet';
import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { createPointIndex, expansionZoom, itemsInView, type BBox } from './clusters';
import type { MapPoint } from './map-types';
import { clusterIcon, pointIcon } from './marker-icons';

interface View {
  bbox: BBox;
  zoom: number;
}

function viewOf(map: LeafletMap): View {
  const b = map.getBounds();
  return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
}

/** Props of MapMarkers. */
export interface MapMarkersProps {
  points: readonly MapPoint[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The points in view, clustered when there are many: only what is on screen becomes DOM, so 5,000
 * points cost a few dozen markers. The clusters are worked out again after each move and zoom.
 */
export function MapMarkers({ points, selectedId, onSelect }: MapMarkersProps) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)), zoomend: () => setView(viewOf(map)) });
  const index = useMemo(() => createPointIndex(points), [points]);
  const items = useMemo(() => itemsInView(index, view.bbox, view.zoom), [index, view]);

  return items.map((item) => {
    if (item.kind === 'cluster') {
      return (
        <Marker
          key={`c${item.id}`}
          position={[item.lat, item.lng]}
          icon={clusterIcon(item.count)}
          // Not tabbable: the list beside the map reaches every point.
          keyboard={false}
          title={String(item.count)}
          eventHandlers={{ click: () => map.setView([item.lat, item.lng], expansionZoom(index, item.id)) }}
        />
      );
    }
    const { point } = item;
    // The selected point is drawn by the view, on top, with its popup.
    if (point.id === selectedId) return null;
    return (
      <Marker
        key={point.id}
        position={[point.lat, point.lng]}
        icon={pointIcon({ dimmed: point.dimmed })}
        keyboard={false}
        title={point.label}
        eventHandlers={{ click: () => onSelect(point.id) }}
      />
    );
  });
}
