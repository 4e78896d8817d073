import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { LifecycleMachine } from './lifecycle.machine';
import { isSignedIn, routingState } from './routing-state';
import { useShellServices } from './shell-services.context';

type LifecycleSnapshot = SnapshotFrom<LifecycleMachine>;

/** Reads one value of the lifecycle machine; components re-render only when it changes. */
export function useLifecycleSelector<T>(selector: (snapshot: LifecycleSnapshot) => T): T {
  return useSelector(useShellServices().lifecycle, selector);
}

/** The commonly needed facts about the session, derived from the machine. */
export function useLifecycle() {
  const signedIn = useLifecycleSelector((s) => isSignedIn(routingState(s)));
  const maintenance = useLifecycleSelector((s) => routingState(s) === 'maintenance');
  const settings = useLifecycleSelector((s) => s.context.settings);
  const corporateClient = useLifecycleSelector((s) => s.context.corporateClient);
  const availability = useLifecycleSelector((s) => s.context.availability);
  const welcome = useLifecycleSelector((s) => s.context.welcome);
  return { signedIn, maintenance, settings, corporateClient, availability, welcome };
}
