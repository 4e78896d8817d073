// Leaflet's stylesheet travels with this lazy view only, so no map CSS reaches the first load.
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { MapMarkers } from './MapMarkers';
import { ContainerLabel, FitToPoints, PickLocation, SelectedPoint } from './MapParts';
import type { PointsMapProps } from './map-types';
import classes from './PointsMap.module.css';

/** Where a map without points opens: the opCos' countries, from the Low Countries to Hungary. */
const DEFAULT_CENTER: [number, number] = [50.5, 11];
const DEFAULT_ZOOM = 5;

/** The map itself (loaded lazily through PointsMap). */
export function PointsMapView({
  points,
  selectedId,
  onSelect,
  onPick,
  picked,
  tileUrl,
  attribution,
  height,
  ariaLabel,
  overlay,
}: PointsMapProps) {
  const { t } = useLingui();
  // Uncontrolled use (no selectedId given): a click on a marker still opens its popup.
  const [ownSelection, setOwnSelection] = useState<number | null>(null);
  const selected = selectedId === undefined ? ownSelection : selectedId;
  const selectedPoint = selected == null ? undefined : points.find((p) => p.id === selected);
  const select = (id: number) => {
    setOwnSelection(id);
    onSelect?.(id);
  };
  const center: [number, number] = picked ? [picked.lat, picked.lng] : DEFAULT_CENTER;

  return (
    <div className={classes.frame} style={{ height }} data-testid="points-map">
      <MapContainer
        className={classes.map}
        center={center}
        zoom={picked ? 13 : DEFAULT_ZOOM}
        zoomControl={false}
        worldCopyJump
      >
        <ContainerLabel label={ariaLabel} />
        <ZoomControl position="topleft" zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
        {tileUrl && <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} />}
        <FitToPoints points={points} />
        <MapMarkers points={points} selectedId={selectedPoint?.id ?? null} onSelect={select} />
        {selectedPoint && <SelectedPoint key={selectedPoint.id} point={selectedPoint} />}
        {(onPick || picked) && <PickLocation onPick={onPick} picked={picked} />}
      </MapContainer>
      {overlay && <div className={classes.overlay}>{overlay}</div>}
    </div>
  );
}
