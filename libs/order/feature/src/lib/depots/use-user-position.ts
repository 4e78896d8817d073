import type { LatLng } from '@portal/order-util';
import { useCallback, useState } from 'react';

/** Why the browser gave no position (GeolocationPositionError codes 1, 2 and 3). */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout';

export interface UserPosition {
  /** False in a browser without the Geolocation API. */
  supported: boolean;
  locating: boolean;
  /** The last position found; kept when a later attempt fails, so the order on screen stays. */
  position: LatLng | null;
  failure: PositionFailure | null;
  /** Asks the browser (and with it the user) for the position. */
  locate: () => void;
}

const failures: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

// A city-level fix is enough to order a handful of depots; a recent one saves asking the hardware.
const options: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

/** The user's position, asked for only when `locate` is called (never on load: the prompt needs a reason). */
export function useUserPosition(): UserPosition {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [locating, setLocating] = useState(false);
  const [position, setPosition] = useState<LatLng | null>(null);
  const [failure, setFailure] = useState<PositionFailure | null>(null);

  const locate = useCallback(() => {
    if (!supported) return;
    setLocating(true);
    setFailure(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ lat: coords.latitude, lng: coords.longitude });
        setLocating(false);
      },
      (error) => {
        setFailure(failures[error.code] ?? 'unavailable');
        setLocating(false);
      },
      options,
    );
  }, [supported]);

  return { supported, locating, position, failure, locate };
}
