import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PointsMapProps } from './map-types';

// Leaflet, react-leaflet and supercluster stay out of every other chunk.
const loadView = () => import('./PointsMapView').then((m) => ({ default: m.PointsMapView }));
const PointsMapView = lazy(loadView);

/**
 * Starts loading the map's code before a map is rendered (a route loader whose page shows one), so
 * the chunk arrives while the points are still on their way instead of after them.
 */
export function preloadPointsMap(): void {
  void loadView().catch(() => undefined); // a failure shows when the map itself renders
}

/** A map of points (lazy: its code loads with the first map on screen). */
export function PointsMap(props: PointsMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="sm" aria-hidden />}>
      <PointsMapView {...props} />
    </Suspense>
  );
}
