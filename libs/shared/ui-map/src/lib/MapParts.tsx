import type { Marker as LeafletMarker } from 'leaflet';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import type { MapPoint } from './map-types';
import classes from './PointsMap.module.css';
import { pickedIcon, pointIcon } from './marker-icons';

/** Names the Leaflet container (it takes focus for keyboard panning, so it needs a name). */
export function ContainerLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Fits the view to the points the first time there are any (on mount, or once they arrive). */
export function FitToPoints({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    // maxZoom: a single point (or a few in one street) should still show its surroundings.
    map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [32, 32], maxZoom: 14, animate: false });
  }, [map, points]);
  return null;
}

/** The selected point: on top, highlighted, brought into view with its popup open. */
export function SelectedPoint({ point }: { point: MapPoint }) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  useEffect(() => {
    // Only as far as needed: a point already in view leaves the map where the user put it.
    map.panInside([point.lat, point.lng], { padding: [48, 48] });
    marker.current?.openPopup();
  }, [map, point.id, point.lat, point.lng]);
  return (
    <Marker
      ref={marker}
      position={[point.lat, point.lng]}
      icon={pointIcon({ dimmed: point.dimmed, selected: true })}
      keyboard={false}
      title={point.label}
      zIndexOffset={1000}
    >
      <Popup>
        <div className={classes.popupLabel}>{point.label}</div>
        {point.detail && <div>{point.detail}</div>}
      </Popup>
    </Marker>
  );
}

/** Forms: a click on the map picks a location; the picked one is marked. */
export function PickLocation({
  onPick,
  picked,
}: {
  onPick?: (point: { lat: number; lng: number }) => void;
  picked?: { lat: number; lng: number } | null;
}) {
  useMapEvents({ click: (event) => onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  if (!picked) return null;
  return <Marker position={[picked.lat, picked.lng]} icon={pickedIcon()} interactive={false} keyboard={false} />;
}
