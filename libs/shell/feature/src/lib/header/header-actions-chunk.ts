import { useCallback, useEffect, useState } from 'react';
import type HeaderActions from './HeaderActions';

interface HeaderActionsChunk {
  default: typeof HeaderActions;
}

// Module-wide, so a header that mounts again after the first load shows the real controls at once.
let loaded: HeaderActionsChunk | null = null;
let loading: Promise<HeaderActionsChunk> | null = null;

function loadHeaderActions(): Promise<HeaderActionsChunk> {
  loading ??= import('./HeaderActions').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = null; // the next sign of interest tries again
      throw error;
    },
  );
  return loading;
}

/**
 * The HeaderActions component once its chunk is there (null until then), and `load` to start
 * loading it. `eager`: start at once instead of waiting for the first sign of interest.
 */
export function useHeaderActionsChunk(eager: boolean) {
  const [chunk, setChunk] = useState(loaded);
  const load = useCallback(() => {
    loadHeaderActions().then(setChunk, (error: unknown) => console.error('The header menus did not load', error));
  }, []);
  useEffect(() => {
    if (eager) load();
  }, [eager, load]);
  return { HeaderActions: chunk?.default ?? null, load };
}
