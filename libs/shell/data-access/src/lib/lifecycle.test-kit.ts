// Drives the lifecycle machine with a simulated clock and controllable services (tests only).
import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { lifecycleMachine } from './lifecycle.machine';
import type { Availability, ClientPreference, ClientSelection, ModuleName } from './lifecycle.types';

export interface Scenario {
  signedIn?: boolean;
  selection?: ClientSelection | (() => ClientSelection);
  modules?: ModuleName[];
  availability?: () => Availability | Promise<Availability>;
  forceLogin?: boolean;
  maintenanceMode?: boolean;
  savedClientId?: string | null;
}

export const up: Availability = { status: 'UP', bannerText: null };
export const down: Availability = { status: 'MAINTENANCE', bannerText: 'Planned maintenance' };
export const selected: ClientSelection = { kind: 'selected', client: { corporateClientId: 7, corporateClientUuid: 'uuid-7' } };

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export function startLifecycle(scenario: Scenario = {}) {
  const clock = new SimulatedClock();
  const spies = {
    onLoggedOut: vi.fn(),
    checkAvailability: vi.fn(async () => (scenario.availability ?? (() => up))()),
    selectClient: vi.fn(async (_: { preferredClient: ClientPreference | null }) => {
      const s = scenario.selection ?? selected;
      return typeof s === 'function' ? s() : s;
    }),
    loadSettings: vi.fn(async () => scenario.modules ?? (['order', 'request', 'asset'] as ModuleName[])),
    reloadRights: vi.fn(async (): Promise<void> => undefined),
    endSession: vi.fn(async (): Promise<void> => undefined),
  };
  const machine = lifecycleMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => scenario.signedIn ?? true),
      selectClient: fromPromise(({ input }) => spies.selectClient(input)),
      loadSettings: fromPromise(() => spies.loadSettings()),
      reloadRights: fromPromise(() => spies.reloadRights()),
      checkAvailability: fromPromise(() => spies.checkAvailability()),
      endSession: fromPromise(() => spies.endSession()),
    },
    actions: {
      onLoggedOut: () => spies.onLoggedOut(),
    },
    guards: { forceLogin: () => scenario.forceLogin ?? false },
  });
  const actor = createActor(machine, {
    clock,
    input: { maintenanceMode: scenario.maintenanceMode ?? false, savedClientId: scenario.savedClientId ?? null },
  });
  actor.start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, spies, advance, app: () => actor.getSnapshot().value as { app: unknown } };
}
