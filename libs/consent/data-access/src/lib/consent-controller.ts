import { createActor } from 'xstate';
import type { ConsentMap, ConsentServiceInfo } from './consent.types';
import type { ConsentEngine } from './klaro-engine';
import { serviceConsentMachine, type ServiceConsentActor } from './service-consent.machine';
import { readStoredConsents } from './stored-consent';

/** What the notice and the dialog render from. */
export interface ConsentSnapshot {
  /** Nothing is stored under the consent key: the notice shows. */
  noticeVisible: boolean;
  /** The preferences dialog is open. */
  preferencesOpen: boolean;
  /** Services that run right now (stored consent, or accepted once). */
  enabled: ConsentMap;
}

/** How a controller is wired. */
export interface ConsentControllerOptions {
  services: readonly ConsentServiceInfo[];
  /** Loads the engine (klaro) on first need; called at most once. */
  loadEngine: () => Promise<ConsentEngine>;
  storage?: Storage;
}

/** Drives one machine per service and applies their decisions through the lazily loaded engine. */
export function createConsentController({ services, loadEngine, storage }: ConsentControllerOptions) {
  let engine: Promise<ConsentEngine> | undefined;
  // Engine work runs in order, and reload() waits for it, so it never reads a stale store.
  let queue: Promise<unknown> = Promise.resolve();
  const run = (task: (e: ConsentEngine) => void) => {
    engine ??= loadEngine();
    const loading = engine;
    queue = queue.then(() => loading).then(task).catch((error: unknown) => console.error('Consent engine failed', error));
  };

  const stored = readStoredConsents(storage);
  const actors = new Map<string, ServiceConsentActor>(
    services.map(({ name }) => [
      name,
      createActor(
        serviceConsentMachine.provide({
          actions: {
            storeDecision: (_, p) => run((e) => e.store(p.service, p.enabled)),
            applyForNow: (_, p) => run((e) => e.applyOnce(p.service)),
            clearDecision: () => run((e) => e.clear()),
          },
        }),
        { input: { service: name, stored: stored ? (stored[name] ?? false) : null } },
      ),
    ]),
  );

  const listeners = new Set<() => void>();
  let preferencesOpen = false;
  let closeWaiters: Array<() => void> = [];
  let snapshot = compute();
  function compute(): ConsentSnapshot {
    const states = [...actors.values()].map((a) => a.getSnapshot());
    return {
      noticeVisible: !states.some((s) => s.matches('confirmed')),
      preferencesOpen,
      enabled: Object.fromEntries(states.map((s) => [s.context.service, s.context.enabled])),
    };
  }
  function emit() {
    snapshot = compute();
    listeners.forEach((listener) => listener());
  }
  const sendAll = (event: Parameters<ServiceConsentActor['send']>[0]) => actors.forEach((a) => a.send(event));
  const send = (service: string, event: Parameters<ServiceConsentActor['send']>[0]) => actors.get(service)?.send(event);

  actors.forEach((actor) => {
    actor.subscribe(emit);
    actor.start();
  });
  // A stored acceptance is applied at once (klaro loads the tag manager). A stored decline needs
  // nothing: its cookies went when it was made, so decliners never download klaro again.
  if (stored && Object.values(stored).some(Boolean)) run(() => undefined);
  snapshot = compute();

  async function reload() {
    await queue;
    const saved = readStoredConsents(storage);
    actors.forEach((a, name) => a.send({ type: 'consent.load', stored: saved ? (saved[name] ?? false) : null }));
  }

  return {
    services,
    actor: (service: string) => actors.get(service),
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptAll: () => sendAll({ type: 'consent.acceptAll' }),
    declineAll: () => sendAll({ type: 'consent.decline' }),
    save: (selection: ConsentMap) =>
      actors.forEach((a, name) => a.send({ type: 'consent.save', enabled: selection[name] ?? false })),
    acceptOnce: (service: string) => send(service, { type: 'consent.acceptOnce' }),
    acceptAlways: (service: string) => send(service, { type: 'consent.acceptAlways' }),
    reset: () => sendAll({ type: 'consent.reset' }),
    reload,
    /** Opens the dialog; resolves once it is closed and the saved consents are reloaded. */
    openPreferences(): Promise<void> {
      preferencesOpen = true;
      emit();
      return new Promise((resolve) => closeWaiters.push(resolve));
    },
    async closePreferences() {
      preferencesOpen = false;
      emit();
      await reload();
      const waiters = closeWaiters;
      closeWaiters = [];
      waiters.forEach((resolve) => resolve());
    },
  };
}

/** A consent controller. */
export type ConsentController = ReturnType<typeof createConsentController>;
