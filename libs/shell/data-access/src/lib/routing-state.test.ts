import { describe, expect, it } from 'vitest';
import { down, flush, startLifecycle } from './lifecycle.test-kit';
import { isSignedIn, routingState, settledRoutingState, type RoutingState } from './routing-state';

describe('routing state', () => {
  it('follows a sign-in with several clients from start to ready, and the hourly reload stays ready', async () => {
    let chosen = false;
    const { actor, advance } = startLifecycle({
      selection: () => (chosen ? { kind: 'selected', client: { corporateClientId: 2, corporateClientUuid: 'uuid-2' } } : { kind: 'choose' }),
    });
    const seen = [routingState(actor.getSnapshot())];
    actor.subscribe((s) => seen.at(-1) !== routingState(s) && seen.push(routingState(s)));
    await flush();
    chosen = true;
    actor.send({ type: 'client.select', corporateClientUuid: 'uuid-2' });
    await flush();
    await advance(3_600_000);
    expect(seen).toEqual(['starting', 'loadingClient', 'choosingClient', 'loadingClient', 'loadingSettings', 'ready']);
  });

  it('says signed out, signing out, maintenance and failed', async () => {
    const { actor, spies } = startLifecycle();
    spies.loadSettings.mockRejectedValueOnce(new Error('boom'));
    await flush();
    expect(routingState(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'session.logout' });
    expect(routingState(actor.getSnapshot())).toBe('signingOut');
    await flush();
    expect(routingState(actor.getSnapshot())).toBe('signedOut');
    const inMaintenance = startLifecycle({ availability: () => down });
    await flush();
    expect(routingState(inMaintenance.actor.getSnapshot())).toBe('maintenance');
  });

  it('counts every state with a session as signed in', () => {
    const withSession: RoutingState[] = ['loadingClient', 'choosingClient', 'loadingSettings', 'ready', 'failed'];
    const without: RoutingState[] = ['starting', 'signedOut', 'signingOut', 'maintenance'];
    expect(withSession.every(isSignedIn)).toBe(true);
    expect(without.some(isSignedIn)).toBe(false);
  });

  it('waits for a state the guards can decide on', async () => {
    const { actor } = startLifecycle({ signedIn: false });
    const settled = settledRoutingState(actor);
    expect(routingState(actor.getSnapshot())).toBe('starting');
    expect(await settled).toBe('signedOut');
    expect(await settledRoutingState(actor)).toBe('signedOut');
  });
});
