import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapPoint } from './map-types';
import { PointsMapView } from './PointsMapView';

// jsdom has no layout: Leaflet runs, but would see a 0×0 map. Every element claims 800×600 here,
// so the view has bounds and the clusters something to fill. Enough to see what is drawn and wired.
const size = { clientWidth: 800, clientHeight: 600 };
const original = Object.fromEntries(
  Object.keys(size).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(original)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});
const depots: MapPoint[] = [
  { id: 1, lat: 52.37, lng: 4.9, label: 'Depot Amsterdam', detail: 'Havenweg 1' },
  { id: 2, lat: 51.92, lng: 4.48, label: 'Depot Rotterdam', dimmed: true },
];

describe('PointsMapView (smoke, jsdom)', () => {
  it('names the map, labels the zoom buttons and shows the overlay over it; passes axe', async () => {
    renderWithUi(
      <PointsMapView points={depots} tileUrl={null} height={300} ariaLabel="Map of our depots" overlay={<p>Consent notice</p>} />,
    );
    expect(screen.getByRole('region', { name: 'Map of our depots' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    expect(screen.getByText('Consent notice')).toBeInTheDocument();
    // No tiles without a tile URL; the markers are still there (not tabbable: the list is).
    expect(document.querySelector('.leaflet-tile-pane img')).toBeNull();
    const markers = document.querySelectorAll('.leaflet-marker-icon');
    expect(markers).toHaveLength(2);
    markers.forEach((m) => expect(m).not.toHaveAttribute('tabindex'));
    await expectNoAxeViolations(screen.getByTestId('points-map'));
  });

  it('loads tiles only with a tile URL', () => {
    renderWithUi(<PointsMapView points={depots} tileUrl="https://tiles.test/{z}/{x}/{y}.png" height={300} ariaLabel="Map" />);
    expect(document.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
  });

  it('a marker click selects its point and opens its popup with label and detail', () => {
    const onSelect = vi.fn();
    renderWithUi(<PointsMapView points={depots} tileUrl={null} height={300} ariaLabel="Map" onSelect={onSelect} />);
    fireEvent.click(screen.getByTitle('Depot Amsterdam'));
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(screen.getByText('Havenweg 1')).toBeInTheDocument();
  });

  it('a selected point is highlighted with its popup open', () => {
    renderWithUi(<PointsMapView points={depots} selectedId={2} tileUrl={null} height={300} ariaLabel="Map" />);
    expect(document.querySelector('.leaflet-popup')).toHaveTextContent('Depot Rotterdam');
    expect(screen.getAllByTitle('Depot Rotterdam')).toHaveLength(1);
  });

  it('5,000 points become a few cluster markers, not 5,000 DOM nodes', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: i, lat: 51 + (i % 100) / 50, lng: 4 + (i % 70) / 30, label: `A${i}` }));
    renderWithUi(<PointsMapView points={many} tileUrl={null} height={300} ariaLabel="Map" />);
    const drawn = document.querySelectorAll('.leaflet-marker-icon').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(200);
  });

  it('a click on the map picks a location, and the picked one is marked', () => {
    const onPick = vi.fn();
    const view = renderWithUi(<PointsMapView points={[]} tileUrl={null} height={300} ariaLabel="Pick a location" onPick={onPick} />);
    fireEvent.click(screen.getByRole('region', { name: 'Pick a location' }), { clientX: 0, clientY: 0 });
    expect(onPick).toHaveBeenCalledWith({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(document.querySelector('.leaflet-marker-icon')).toBeNull();
    view.unmount();
    renderWithUi(<PointsMapView points={[]} tileUrl={null} height={300} ariaLabel="Pick a location" onPick={onPick} picked={{ lat: 52, lng: 5 }} />);
    expect(document.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
  });
});
