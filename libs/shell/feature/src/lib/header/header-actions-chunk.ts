import { startTransition, useCallback, useEffect, useState } from 'react';
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

/** Runs `task` once the browser has painted what is committed now (a frame, then a task); returns a cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The HeaderActions component once its chunk is there (null until then), and `load` to start
 * loading it. `eager`: start without waiting for a sign of interest, once the header has painted:
 * signed in, the header appears with the first page, whose paint the menus' code must not delay
 * (issue 14); a click before that still loads it at once (`load`).
 */
export function useHeaderActionsChunk(eager: boolean) {
  const [chunk, setChunk] = useState(loaded);
  const show = useCallback((background: boolean) => {
    loadHeaderActions().then(
      // Loaded in the background, the menus render as a transition: in short slices, not one task
      // that blocks a phone's main thread while the first page settles (issue 14). Asked for by a
      // click, at once.
      (next) => (background ? startTransition(() => setChunk(next)) : setChunk(next)),
      (error: unknown) => console.error('The header menus did not load', error),
    );
  }, []);
  const load = useCallback(() => show(false), [show]);
  useEffect(() => (eager ? afterNextPaint(() => show(true)) : undefined), [eager, show]);
  return { HeaderActions: chunk?.default ?? null, load };
}
