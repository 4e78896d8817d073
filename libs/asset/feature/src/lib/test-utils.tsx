// Shared set-up of the asset component tests: a stand-in for the map (Leaflet never loads in jsdom).
import type { AssetMapProps } from './common/map-props';

/** The map as a list of marker buttons (the pressed one is selected) and a `Pick on map` button for forms. */
export function FakeMap({ points, selectedId, onSelect, onPick, picked, ariaLabel }: AssetMapProps) {
  return (
    <div role="group" aria-label={ariaLabel}>
      {points.map((p) => (
        <button key={p.id} type="button" aria-pressed={p.id === selectedId} onClick={() => onSelect?.(p.id)}>
          {`Marker ${p.label}`}
        </button>
      ))}
      {onPick && (
        <button type="button" onClick={() => onPick({ lat: 51.9244201, lng: 4.4777325 })}>
          Pick on map
        </button>
      )}
      {picked && <p>{`Picked ${picked.lat}, ${picked.lng}`}</p>}
    </div>
  );
}

export const renderFakeMap = (props: AssetMapProps) => <FakeMap {...props} />;

/** The first render of a page waits for its queries: on a busy CI machine that can take more than the default second. */
export const firstLoad = { timeout: 5000 };
