// The state devtools (spec §9): in local, the lifecycle actor and every actor it starts show in the
// browser's Redux DevTools extension, one history entry per snapshot. services.ts loads this file
// with import() and only when env is local, so no first load and no qa/pp/prod build carries it.
import type { ActorRefLike, AnyActorRef, InspectionEvent, Snapshot } from 'xstate';

/** Spec §9: "The state devtools keep 25 history entries". */
export const DEVTOOLS_HISTORY_ENTRIES = 25;

/** The part of the Redux DevTools extension's API used here. */
export interface DevtoolsExtension {
  connect(options: { name: string; maxAge: number }): {
    init(state: unknown): void;
    send(action: { type: string; event: unknown }, state: unknown): void;
  };
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION__?: DevtoolsExtension;
  }
}

type Inspector = (event: InspectionEvent) => void;

// An invoke without an id gets a generated one (`0.lifecycle.app.notInitialised`); its
// implementation's name (`restoreSession`) says more.
function childName(ref: ActorRefLike): string {
  // Inspection types the actor loosely; at run time it is the whole actor, with id and src.
  const { id = ref.sessionId, src } = ref as ActorRefLike & Partial<Pick<AnyActorRef, 'id' | 'src'>>;
  return /^\d+\./.test(id) && typeof src === 'string' ? src : id;
}

// What is worth seeing of a snapshot: a machine's state and context, an invoked promise's result.
function readable(snapshot: Snapshot<unknown>) {
  const { status, value, context, output, error } = snapshot as Snapshot<unknown> & Record<string, unknown>;
  return Object.fromEntries(Object.entries({ status, value, context, output, error }).filter(([, v]) => v !== undefined));
}

/**
 * An `inspect` callback for createActor that sends each snapshot of the actor system to the
 * extension, as an action named after the actor and the event that caused it. The state shown is
 * every running actor's snapshot, keyed by actor: `name` for the root, the invoke id or the
 * implementation's name (e.g. `restoreSession`) for its children. Does nothing when the extension is not installed.
 */
export function connectDevtools(name: string, extension: DevtoolsExtension | undefined = window.__REDUX_DEVTOOLS_EXTENSION__): Inspector {
  if (!extension) return () => undefined;
  const devtools = extension.connect({ name, maxAge: DEVTOOLS_HISTORY_ENTRIES });
  const actors: Record<string, unknown> = {};
  devtools.init(actors);
  return (inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const { actorRef, snapshot, event } = inspection;
    const actor = actorRef.sessionId === inspection.rootId ? name : childName(actorRef);
    actors[actor] = readable(snapshot);
    devtools.send({ type: `${actor}: ${event.type}`, event }, { ...actors });
    // A finished child leaves the state once its last snapshot has been shown.
    if (snapshot.status !== 'active' && actor !== name) delete actors[actor];
  };
}
