import type { AnyRouter } from '@tanstack/react-router';
import type { AppServices } from './services';

type Snapshot = ReturnType<AppServices['lifecycle']['getSnapshot']>;

/**
 * Where the app stands, as far as routing cares: signed out, in maintenance, choosing a client,
 * failed, loading or ready. The hourly rights reload is still "ready".
 */
export function routingState(s: Snapshot): string {
  const app = s.value.app;
  if (typeof app === 'string') return app;
  const inner = app.authenticated;
  return `authenticated.${inner === 'reloadingRights' ? 'initialised' : inner}`;
}

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
