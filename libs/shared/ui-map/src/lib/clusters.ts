import Supercluster from 'supercluster';
import type { MapPoint } from './map-types';

/** Up to this many points every one gets its own marker; above it they are clustered. */
export const CLUSTER_THRESHOLD = 100;
/** Beyond this zoom supercluster returns single points (a street is close enough). */
export const CLUSTER_MAX_ZOOM = 16;

/** West, south, east, north in degrees (GeoJSON's order). */
export type BBox = [number, number, number, number];

/** What the map draws in view: a point, or a cluster standing for `count` points. */
export type MapItem =
  | { kind: 'point'; point: MapPoint }
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number };

/** The points and, when there are many, their cluster tree (built once per points array). */
export interface PointIndex {
  points: readonly MapPoint[];
  tree: Supercluster<{ index: number }> | null;
}

/** Indexes the points; a few need no tree, they are all drawn. */
export function createPointIndex(points: readonly MapPoint[], threshold = CLUSTER_THRESHOLD): PointIndex {
  if (points.length <= threshold) return { points, tree: null };
  // Radius in pixels of a cluster; 60 keeps cluster badges from overlapping at every zoom.
  const tree = new Supercluster<{ index: number }>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM });
  tree.load(
    points.map((p, index) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      properties: { index },
    })),
  );
  return { points, tree };
}

/** Clamps a view's box to the ranges supercluster accepts (Leaflet's bounds may wrap the world). */
function clampBox([west, south, east, north]: BBox): BBox {
  if (east - west >= 360) return [-180, Math.max(south, -90), 180, Math.min(north, 90)];
  return [Math.max(west, -180), Math.max(south, -90), Math.min(east, 180), Math.min(north, 90)];
}

/** The items to draw for a view: clusters and single points inside the box at that zoom. */
export function itemsInView(index: PointIndex, bbox: BBox, zoom: number): MapItem[] {
  if (!index.tree) return index.points.map((point) => ({ kind: 'point', point }));
  return index.tree.getClusters(clampBox(bbox), Math.round(zoom)).map((feature): MapItem => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      return { kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count };
    }
    const point = index.points[(props as { index: number }).index] as MapPoint;
    return { kind: 'point', point };
  });
}

/** The zoom at which a cluster falls apart into smaller clusters or points (where a click leads). */
export function expansionZoom(index: PointIndex, clusterId: number): number {
  return index.tree ? Math.min(index.tree.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1) : CLUSTER_MAX_ZOOM;
}

/** Short count for a cluster badge: 1,234 reads as 1.2k so the badge stays small. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  return `${Math.round(count / 100) / 10}k`;
}
