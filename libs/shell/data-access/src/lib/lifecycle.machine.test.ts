import { describe, expect, it } from 'vitest';
import { down, flush, startLifecycle, up } from './lifecycle.test-kit';

const appState = (actor: ReturnType<typeof startLifecycle>['actor']) => actor.getSnapshot().value;

describe('lifecycle: session', () => {
  it('starts not initialised, with a loader', () => {
    const { actor } = startLifecycle();
    expect(actor.getSnapshot().matches({ app: 'notInitialised' })).toBe(true);
  });

  it('ends signed out when no session can be restored', async () => {
    const { actor, spies } = startLifecycle({ signedIn: false });
    await flush();
    expect(actor.getSnapshot().matches({ app: 'loggedOut' })).toBe(true);
    expect(spies.onLoggedOut).not.toHaveBeenCalled();
  });

  it('becomes authenticated and initialised once the client and settings load', async () => {
    const { actor, spies } = startLifecycle({ modules: ['request'], savedClientId: '42' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ app: { authenticated: 'initialised' } })).toBe(true);
    expect(snapshot.context.settings).toEqual({ ready: true, modules: ['request'] });
    expect(snapshot.context.corporateClient?.corporateClientUuid).toBe('uuid-7');
    expect(spies.selectClient).toHaveBeenCalledWith({ preferredClient: { savedId: '42' } });
  });

  it('logs out when no corporate client is returned', async () => {
    const { actor, spies } = startLifecycle({ selection: { kind: 'none' } });
    await flush();
    expect(spies.endSession).toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ app: 'loggedOut' })).toBe(true);
  });

  it('sends a user with several clients to /instances and continues with the one chosen', async () => {
    let chosen = false;
    const { actor, spies } = startLifecycle({
      selection: () => (chosen ? { kind: 'selected', client: { corporateClientId: 2, corporateClientUuid: 'uuid-2' } } : { kind: 'choose' }),
    });
    await flush();
    expect(actor.getSnapshot().matches({ app: { authenticated: 'choosingClient' } })).toBe(true);
    chosen = true;
    actor.send({ type: 'client.select', corporateClientUuid: 'uuid-2' });
    await flush();
    expect(spies.selectClient).toHaveBeenLastCalledWith({ preferredClient: { uuid: 'uuid-2' } });
    expect(actor.getSnapshot().context.corporateClient?.corporateClientUuid).toBe('uuid-2');
  });

  it('switches client from the initialised state', async () => {
    const { actor, spies } = startLifecycle();
    await flush();
    actor.send({ type: 'client.select', corporateClientUuid: 'uuid-9' });
    expect(actor.getSnapshot().context.settings.ready).toBe(false);
    await flush();
    expect(spies.selectClient).toHaveBeenLastCalledWith({ preferredClient: { uuid: 'uuid-9' } });
    expect(actor.getSnapshot().context.settings.ready).toBe(true);
  });

  it('goes to the error page when the settings cannot load, and retries on request', async () => {
    const { actor, spies } = startLifecycle();
    spies.loadSettings.mockRejectedValueOnce(new Error('boom'));
    await flush();
    expect(actor.getSnapshot().matches({ app: { authenticated: 'failed' } })).toBe(true);
    actor.send({ type: 'settings.reload' });
    await flush();
    expect(actor.getSnapshot().matches({ app: { authenticated: 'initialised' } })).toBe(true);
  });

  it('logs out on request and clears the client state', async () => {
    const { actor, spies } = startLifecycle();
    await flush();
    actor.send({ type: 'session.logout' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ app: 'loggedOut' })).toBe(true);
    expect(snapshot.context.corporateClient).toBeNull();
    expect(snapshot.context.settings).toEqual({ ready: false, modules: [] });
    expect(spies.endSession).toHaveBeenCalledTimes(1);
    expect(spies.onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('logs out when the session expires', async () => {
    const { actor } = startLifecycle();
    await flush();
    actor.send({ type: 'session.expired' });
    await flush();
    expect(actor.getSnapshot().matches({ app: 'loggedOut' })).toBe(true);
  });

  it('signs in from the logged-out state', async () => {
    const { actor } = startLifecycle({ signedIn: false });
    await flush();
    actor.send({ type: 'session.signedIn' });
    await flush();
    expect(actor.getSnapshot().matches({ app: { authenticated: 'initialised' } })).toBe(true);
    expect(actor.getSnapshot().context.welcome).toBe(false);
  });

  it('welcomes a user signed in by setting an invitation\'s password until they have seen it, and not after a logout', async () => {
    const { actor } = startLifecycle({ signedIn: false });
    await flush();
    actor.send({ type: 'session.signedIn', welcome: true });
    await flush();
    expect(actor.getSnapshot().context.welcome).toBe(true);
    actor.send({ type: 'welcome.seen' });
    expect(actor.getSnapshot().context.welcome).toBe(false);
    actor.send({ type: 'session.logout' });
    await flush();
    actor.send({ type: 'session.signedIn' });
    await flush();
    expect(actor.getSnapshot().context.welcome).toBe(false);
  });
});

describe('lifecycle: timers', () => {
  it('reloads rights every hour', async () => {
    const { spies, advance } = startLifecycle();
    await flush();
    await advance(3_599_999);
    expect(spies.reloadRights).not.toHaveBeenCalled();
    await advance(1);
    expect(spies.reloadRights).toHaveBeenCalledTimes(1);
    await advance(3_600_000);
    expect(spies.reloadRights).toHaveBeenCalledTimes(2);
  });

  it('checks availability at start, then hourly', async () => {
    const { spies, advance } = startLifecycle();
    await flush();
    expect(spies.checkAvailability).toHaveBeenCalledTimes(1);
    await advance(3_599_999);
    expect(spies.checkAvailability).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(spies.checkAvailability).toHaveBeenCalledTimes(2);
  });

  it('checks availability after each completed navigation', async () => {
    const { actor, spies } = startLifecycle();
    await flush();
    actor.send({ type: 'navigation.completed' });
    await flush();
    expect(spies.checkAvailability).toHaveBeenCalledTimes(2);
  });

  it('retries the availability check after 5 s on error', async () => {
    const { spies, advance } = startLifecycle({ availability: () => Promise.reject(new Error('offline')) });
    await flush();
    await advance(4_999);
    expect(spies.checkAvailability).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(spies.checkAvailability).toHaveBeenCalledTimes(2);
  });

});

describe('lifecycle: maintenance', () => {
  it('enters maintenance when the service is not up (the guards then lead to /maintenance)', async () => {
    const { actor } = startLifecycle({ availability: () => down });
    await flush();
    expect(actor.getSnapshot().matches({ app: 'maintenance' })).toBe(true);
    expect(actor.getSnapshot().context.availability?.bannerText).toBe('Planned maintenance');
  });

  it('enters maintenance when the config says so, even if the service is up', async () => {
    const { actor } = startLifecycle({ maintenanceMode: true });
    await flush();
    expect(actor.getSnapshot().matches({ app: 'maintenance' })).toBe(true);
  });

  it('stays out of maintenance when forceLogin is set', async () => {
    const { actor } = startLifecycle({ availability: () => down, forceLogin: true });
    await flush();
    expect(actor.getSnapshot().matches({ app: { authenticated: 'initialised' } })).toBe(true);
    expect(actor.getSnapshot().matches({ app: 'maintenance' })).toBe(false);
  });

  it('retries every 5 s in maintenance and recovers to a fresh start', async () => {
    let availability = down;
    const { actor, spies, advance } = startLifecycle({ availability: () => availability });
    await flush();
    await advance(5_000);
    expect(spies.checkAvailability).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ app: 'maintenance' })).toBe(true);
    availability = up;
    await advance(5_000);
    expect(actor.getSnapshot().matches({ app: 'maintenance' })).toBe(false);
    await flush();
    expect(actor.getSnapshot().matches({ app: { authenticated: 'initialised' } })).toBe(true);
  });

  it('enters maintenance from a signed-in session when the service goes down', async () => {
    let availability = up;
    const { actor, advance } = startLifecycle({ availability: () => availability });
    await flush();
    availability = down;
    await advance(3_600_000);
    expect(actor.getSnapshot().matches({ app: 'maintenance' })).toBe(true);
    expect(appState(actor)).toMatchObject({ availability: 'retrying' });
  });
});
