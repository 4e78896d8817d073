import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, clusterLabel, createPointIndex, expansionZoom, itemsInView, type BBox } from './clusters';
import type { MapPoint } from './map-types';

const WORLD: BBox = [-180, -85, 180, 85];

/** n points spread over the Netherlands and Belgium, deterministic. */
function points(n: number): MapPoint[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    lat: 50.8 + ((i * 7919) % 1000) / 400,
    lng: 3.4 + ((i * 104729) % 1000) / 250,
    label: `Asset ${i + 1}`,
  }));
}

const countOf = (items: ReturnType<typeof itemsInView>) =>
  items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

describe('clustering', () => {
  it('draws a few points as they are, without a tree', () => {
    const few = points(20);
    const index = createPointIndex(few);
    expect(index.tree).toBeNull();
    const items = itemsInView(index, WORLD, 3);
    expect(items).toHaveLength(20);
    expect(items.every((i) => i.kind === 'point')).toBe(true);
  });

  it('clusters 5,000 points into a handful of markers, every point counted once, quickly', () => {
    const many = points(5000);
    const started = performance.now();
    const index = createPointIndex(many);
    const items = itemsInView(index, WORLD, 5);
    const took = performance.now() - started;
    expect(items.length).toBeLessThan(50);
    expect(countOf(items)).toBe(5000);
    // Loose on purpose (CI machines vary): the index and the first view take milliseconds, not seconds.
    expect(took).toBeLessThan(1000);
  });

  it('returns only what lies in the view', () => {
    const index = createPointIndex(points(5000));
    const amsterdamArea: BBox = [4.5, 52.0, 5.5, 52.5];
    const items = itemsInView(index, amsterdamArea, 12);
    for (const item of items) {
      const { lat, lng } = item.kind === 'cluster' ? item : item.point;
      expect(lng).toBeGreaterThanOrEqual(4.5);
      expect(lng).toBeLessThanOrEqual(5.5);
      expect(lat).toBeGreaterThanOrEqual(52.0);
      expect(lat).toBeLessThanOrEqual(52.5);
    }
    expect(countOf(items)).toBeLessThan(5000);
  });

  it('falls apart into single points beyond the last cluster zoom', () => {
    const many = points(500);
    const items = itemsInView(createPointIndex(many), WORLD, CLUSTER_MAX_ZOOM + 1);
    expect(items).toHaveLength(500);
    const item = items.find((i) => i.kind === 'point');
    expect(item?.kind === 'point' && item.point).toMatchObject({ label: expect.stringMatching(/^Asset /) });
  });

  it('a click on a cluster zooms to where it splits', () => {
    const index = createPointIndex(points(5000));
    const cluster = itemsInView(index, WORLD, 4).find((i) => i.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = expansionZoom(index, cluster.id);
    expect(zoom).toBeGreaterThan(4);
    expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
  });

  it('accepts a view that wraps around the world (Leaflet bounds beyond ±180)', () => {
    const index = createPointIndex(points(5000));
    expect(countOf(itemsInView(index, [-400, -90, 400, 90], 1))).toBe(5000);
  });

  it('labels large clusters briefly', () => {
    expect(clusterLabel(7)).toBe('7');
    expect(clusterLabel(999)).toBe('999');
    expect(clusterLabel(1234)).toBe('1.2k');
    expect(clusterLabel(5000)).toBe('5k');
  });
});
