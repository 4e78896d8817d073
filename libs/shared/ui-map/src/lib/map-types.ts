import type { ReactNode } from 'react';

/** A point on the map: an asset, a depot. */
export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  /** What a marker's popup and its accessible name say. */
  label: string;
  /** A second line in the popup (serial, address). */
  detail?: string;
  /** Greyed (archived items). */
  dimmed?: boolean;
}

/** Props of PointsMap. */
export interface PointsMapProps {
  points: readonly MapPoint[];
  /** The point selected here or in a list beside the map: highlighted, its popup open, in view. */
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /** Forms: a click on the map picks a location, shown as a draggable-free marker. */
  onPick?: (point: { lat: number; lng: number }) => void;
  picked?: { lat: number; lng: number } | null;
  /**
   * A tile URL template (`https://…/{z}/{x}/{y}.png`), or null: no tiles (not configured, declined,
   * offline), and the markers show on a plain background.
   */
  tileUrl: string | null;
  /** Tile attribution, shown when tiles are. */
  attribution?: string;
  height: number | string;
  /** The map's accessible name (the markers are also reachable through the list beside it). */
  ariaLabel: string;
  /** Shown over the map, e.g. the contextual consent notice until the map service may run. */
  overlay?: ReactNode;
}
