import { divIcon, type DivIcon } from 'leaflet';
import { clusterLabel } from './clusters';
import classes from './PointsMap.module.css';

// Icons are shared between markers: thousands of points use a handful of icon objects.
const cache = new Map<string, DivIcon>();
function cached(key: string, make: () => DivIcon): DivIcon {
  let icon = cache.get(key);
  if (!icon) {
    icon = make();
    cache.set(key, icon);
  }
  return icon;
}

const PIN = 24;

/** A point's pin: greyed when dimmed (archived), another colour when selected. */
export function pointIcon({ dimmed = false, selected = false }: { dimmed?: boolean; selected?: boolean }): DivIcon {
  return cached(`pin:${dimmed}:${selected}`, () =>
    divIcon({
      className: [classes.pin, dimmed && classes.dimmed, selected && classes.selected].filter(Boolean).join(' '),
      // The pin's tip (its rotated corner) marks the spot.
      iconSize: selected ? [PIN + 6, PIN + 6] : [PIN, PIN],
      iconAnchor: selected ? [(PIN + 6) / 2, PIN + 10] : [PIN / 2, PIN + 4],
      popupAnchor: [0, -(PIN + 4)],
    }),
  );
}

/** A cluster: a disc with the count, larger for more points. */
export function clusterIcon(count: number): DivIcon {
  const label = clusterLabel(count);
  const size = count < 10 ? 32 : count < 100 ? 38 : count < 1000 ? 44 : 50;
  return cached(`cluster:${label}:${size}`, () =>
    divIcon({ className: classes.cluster, html: `<span>${label}</span>`, iconSize: [size, size] }),
  );
}

/** The location picked in a form. */
export function pickedIcon(): DivIcon {
  return cached('picked', () => divIcon({ className: classes.picked, iconSize: [18, 18] }));
}
