import { appConfigFixture } from '@portal/shared-api-contract/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { connectDevtools, DEVTOOLS_HISTORY_ENTRIES, type DevtoolsExtension } from './devtools';
import { createAppServices } from './services';

/** A stand-in for the Redux DevTools extension that records what it is given. */
function fakeExtension() {
  const connection = { init: vi.fn(), send: vi.fn() };
  const extension: DevtoolsExtension = { connect: vi.fn(() => connection) };
  const actions = () => connection.send.mock.calls.map(([action]) => action.type as string);
  const lastState = () => connection.send.mock.lastCall?.[1] as Record<string, Record<string, unknown>>;
  return { extension, connection, actions, lastState };
}

const machine = createMachine({
  id: 'demo',
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading' } },
    loading: { invoke: { id: 'load', src: fromPromise(async () => 42), onDone: 'done' } },
    done: { on: { again: 'idle' } },
  },
});

describe('connectDevtools', () => {
  it('connects once, named, keeping the 25 history entries of the spec', () => {
    const fake = fakeExtension();
    connectDevtools('Demo', fake.extension);
    expect(DEVTOOLS_HISTORY_ENTRIES).toBe(25);
    expect(fake.extension.connect).toHaveBeenCalledExactlyOnceWith({ name: 'Demo', maxAge: 25 });
    expect(fake.connection.init).toHaveBeenCalledOnce();
  });

  it('sends every snapshot of the actor and its children, named after the actor and the event', async () => {
    const fake = fakeExtension();
    const actor = createActor(machine, { inspect: connectDevtools('Demo', fake.extension) }).start();
    actor.send({ type: 'go' });
    await waitFor(actor, (s) => s.matches('done'));
    await vi.waitFor(() => expect(fake.actions()).toHaveLength(5));
    // XState reports a child's start before the transition that started it, and its result after.
    expect(fake.actions()).toEqual(['Demo: xstate.init', 'load: xstate.init', 'Demo: go', 'Demo: xstate.done.actor.load', 'load: xstate.promise.resolve']);
    expect(fake.connection.send.mock.calls[2]?.[1]).toMatchObject({ Demo: { value: 'loading', status: 'active' }, load: { status: 'active' } });
    expect(fake.lastState()).toMatchObject({ Demo: { value: 'done' }, load: { status: 'done', output: 42 } });
    // A finished child leaves the state after its last entry.
    actor.send({ type: 'again' });
    expect(fake.lastState()).toMatchObject({ Demo: { value: 'idle', status: 'active' } });
    expect(fake.lastState()).not.toHaveProperty('load');
  });

  it('does nothing without the extension', () => {
    const actor = createActor(machine, { inspect: connectDevtools('Demo', undefined) }).start();
    actor.send({ type: 'go' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});

describe('the app services', () => {
  const server = setupServer(
    http.post('http://localhost:4200/api/auth/refresh', () => new HttpResponse(null, { status: 401 })),
    http.get('http://localhost:4200/api/availability', () => HttpResponse.json({ status: 'UP', bannerText: null })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    delete window.__REDUX_DEVTOOLS_EXTENSION__;
  });
  afterAll(() => server.close());
  const effects = { navigate: vi.fn(), leaveMaintenancePage: vi.fn(), checkForUpdate: vi.fn(), onLoggedOut: vi.fn() };

  it('show the lifecycle in the devtools in local, from its first snapshot on', async () => {
    const fake = fakeExtension();
    window.__REDUX_DEVTOOLS_EXTENSION__ = fake.extension;
    const { lifecycle } = createAppServices(appConfigFixture({ env: 'local' }), effects);
    lifecycle.start();
    await waitFor(lifecycle, (s) => s.matches({ app: 'loggedOut' }));
    await vi.waitFor(() => expect(fake.actions()).toContain('restoreSession: xstate.promise.resolve'));
    lifecycle.stop();
    expect(fake.extension.connect).toHaveBeenCalledExactlyOnceWith({ name: 'Atlas Portal', maxAge: 25 });
    // The snapshots of start(), taken before devtools.ts had loaded, were kept and come first.
    expect(fake.actions().slice(0, 3).sort()).toEqual(['Atlas Portal: xstate.init', 'checkAvailability: xstate.init', 'restoreSession: xstate.init']);
    expect(fake.lastState()['Atlas Portal']).toMatchObject({ value: { app: 'loggedOut' } });
  });

  it.each(['qa', 'pp', 'prod'] as const)('never connect in %s', async (env) => {
    const fake = fakeExtension();
    window.__REDUX_DEVTOOLS_EXTENSION__ = fake.extension;
    const { lifecycle } = createAppServices(appConfigFixture({ env }), effects);
    lifecycle.start();
    await waitFor(lifecycle, (s) => s.matches({ app: 'loggedOut' }));
    lifecycle.stop();
    await import('./devtools');
    expect(fake.extension.connect).not.toHaveBeenCalled();
  });
});
