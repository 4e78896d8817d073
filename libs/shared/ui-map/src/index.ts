// The portal's one map: Leaflet with react-leaflet, markers clustered, in a chunk of its own that
// loads only when a map is shown. Tiles come from outside (a third party behind consent).
export { PointsMap, preloadPointsMap } from './lib/PointsMap';
export type { MapPoint, PointsMapProps } from './lib/map-types';
