import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PointsMapProps } from './map-types';

// Leaflet, react-leaflet and supercluster stay out of every other chunk.
const PointsMapView = lazy(() => import('./PointsMapView').then((m) => ({ default: m.PointsMapView })));

/** A map of points (lazy: its code loads with the first map on screen). */
export function PointsMap(props: PointsMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="sm" aria-hidden />}>
      <PointsMapView {...props} />
    </Suspense>
  );
}
