import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { LifecycleMachine } from './lifecycle.machine';

/**
 * Where the app stands, as far as routing cares: the one thing the router's guards, the router's
 * re-evaluation and the start-up read, so none of them depends on the lifecycle machine's state names.
 */
export type RoutingState =
  | 'starting'
  | 'signedOut'
  | 'maintenance'
  | 'loadingClient'
  | 'choosingClient'
  | 'loadingSettings'
  | 'ready'
  | 'failed'
  | 'signingOut';

/** The states a guard can decide on; the others are on their way to one of these. */
export type SettledRoutingState = Extract<RoutingState, 'signedOut' | 'maintenance' | 'choosingClient' | 'ready' | 'failed'>;

type Snapshot = SnapshotFrom<LifecycleMachine>;

const ofApp = {
  notInitialised: 'starting',
  loggedOut: 'signedOut',
  loggingOut: 'signingOut',
  maintenance: 'maintenance',
} as const satisfies Record<string, RoutingState>;

const ofAuthenticated = {
  loadingClient: 'loadingClient',
  choosingClient: 'choosingClient',
  loadingSettings: 'loadingSettings',
  initialised: 'ready',
  // The hourly rights reload keeps the app usable: still ready.
  reloadingRights: 'ready',
  failed: 'failed',
} as const satisfies Record<string, RoutingState>;

export function routingState(snapshot: Snapshot): RoutingState {
  const app = snapshot.value.app;
  return typeof app === 'string' ? ofApp[app] : ofAuthenticated[app.authenticated];
}

/** Signed in: a session exists, whatever the client and settings are doing. */
export const isSignedIn = (state: RoutingState): boolean =>
  state === 'loadingClient' || state === 'choosingClient' || state === 'loadingSettings' || state === 'ready' || state === 'failed';

const isSettled = (state: RoutingState): state is SettledRoutingState =>
  state === 'signedOut' || state === 'maintenance' || state === 'choosingClient' || state === 'ready' || state === 'failed';

/** Waits until the lifecycle has an answer for the guards: ready, signed out, in maintenance, choosing or failed. */
export function settledRoutingState(lifecycle: ActorRefFrom<LifecycleMachine>): Promise<SettledRoutingState> {
  return new Promise((resolve) => {
    const settles = (snapshot: Snapshot) => {
      const state = routingState(snapshot);
      if (isSettled(state)) resolve(state);
      return isSettled(state);
    };
    if (settles(lifecycle.getSnapshot())) return;
    const subscription = lifecycle.subscribe((snapshot) => {
      if (settles(snapshot)) subscription.unsubscribe();
    });
  });
}
