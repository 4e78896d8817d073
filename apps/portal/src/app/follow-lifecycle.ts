import { routingState } from '@portal/shell-data-access';
import type { AnyRouter } from '@tanstack/react-router';
import type { AppServices } from './services';

/**
 * Asks the router to run its guards again whenever the lifecycle's routing state changes (signed in,
 * signed out, maintenance begins or ends, a client must be chosen, loading failed). The guards are
 * the one owner of redirects; the machine never navigates.
 */
export function followLifecycle(lifecycle: AppServices['lifecycle'], router: Pick<AnyRouter, 'invalidate'>): () => void {
  let last = routingState(lifecycle.getSnapshot());
  const subscription = lifecycle.subscribe((snapshot) => {
    const next = routingState(snapshot);
    if (next === last) return;
    last = next;
    void router.invalidate();
  });
  return () => subscription.unsubscribe();
}
