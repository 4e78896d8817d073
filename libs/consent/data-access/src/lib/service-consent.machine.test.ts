import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { serviceConsentMachine, type ServiceConsentEvent } from './service-consent.machine';

function start(stored: boolean | null) {
  const storeDecision = vi.fn();
  const applyForNow = vi.fn();
  const clearDecision = vi.fn();
  const machine = serviceConsentMachine.provide({
    actions: {
      storeDecision: (_, params) => storeDecision(params),
      applyForNow: (_, params) => applyForNow(params),
      clearDecision: (_, params) => clearDecision(params),
    },
  });
  const actor = createActor(machine, { input: { service: 'tags', stored } }).start();
  const state = () => actor.getSnapshot();
  return { actor, state, storeDecision, applyForNow, clearDecision };
}

describe('serviceConsentMachine', () => {
  it('starts unconfirmed and off when nothing is stored', () => {
    const { state } = start(null);
    expect(state().value).toBe('unconfirmed');
    expect(state().context).toEqual({ service: 'tags', enabled: false, stored: null });
  });

  it.each([true, false])('starts confirmed with the stored decision %s', (stored) => {
    const { state, storeDecision } = start(stored);
    expect(state().value).toBe('confirmed');
    expect(state().context.enabled).toBe(stored);
    expect(storeDecision).not.toHaveBeenCalled();
  });

  it.each<[ServiceConsentEvent, boolean]>([
    [{ type: 'consent.acceptAll' }, true],
    [{ type: 'consent.acceptAlways' }, true],
    [{ type: 'consent.decline' }, false],
    [{ type: 'consent.save', enabled: true }, true],
    [{ type: 'consent.save', enabled: false }, false],
  ])('goes from unconfirmed to confirmed on %o and stores %s', (event, enabled) => {
    const { actor, state, storeDecision } = start(null);
    actor.send(event);
    expect(state().value).toBe('confirmed');
    expect(state().context).toMatchObject({ enabled, stored: enabled });
    expect(storeDecision).toHaveBeenCalledExactlyOnceWith({ service: 'tags', enabled });
  });

  it('changes a confirmed decision and stores it again', () => {
    const { actor, state, storeDecision } = start(true);
    actor.send({ type: 'consent.decline' });
    expect(state().value).toBe('confirmed');
    expect(state().context.enabled).toBe(false);
    actor.send({ type: 'consent.save', enabled: true });
    expect(state().context.enabled).toBe(true);
    expect(storeDecision.mock.calls).toEqual([[{ service: 'tags', enabled: false }], [{ service: 'tags', enabled: true }]]);
  });

  it('accept once enables for now without storing or confirming', () => {
    const { actor, state, storeDecision, applyForNow } = start(null);
    actor.send({ type: 'consent.acceptOnce' });
    expect(state().value).toBe('unconfirmed');
    expect(state().context).toMatchObject({ enabled: true, stored: null });
    expect(applyForNow).toHaveBeenCalledExactlyOnceWith({ service: 'tags' });
    expect(storeDecision).not.toHaveBeenCalled();
  });

  it('accept once also lifts a stored decline for now, keeping what is stored', () => {
    const { actor, state, applyForNow } = start(false);
    actor.send({ type: 'consent.acceptOnce' });
    expect(state().value).toBe('confirmed');
    expect(state().context).toMatchObject({ enabled: true, stored: false });
    actor.send({ type: 'consent.acceptOnce' });
    expect(applyForNow).toHaveBeenCalledTimes(1);
  });

  it('accept always after accept once stores the consent', () => {
    const { actor, state, storeDecision } = start(null);
    actor.send({ type: 'consent.acceptOnce' });
    actor.send({ type: 'consent.acceptAlways' });
    expect(state().value).toBe('confirmed');
    expect(storeDecision).toHaveBeenCalledExactlyOnceWith({ service: 'tags', enabled: true });
  });

  it('reset clears the stored consent and returns to unconfirmed', () => {
    const { actor, state, clearDecision } = start(true);
    actor.send({ type: 'consent.reset' });
    expect(state().value).toBe('unconfirmed');
    expect(state().context).toMatchObject({ enabled: false, stored: null });
    expect(clearDecision).toHaveBeenCalledExactlyOnceWith({ service: 'tags' });
  });

  it('load re-reads the stored decision without storing it', () => {
    const { actor, state, storeDecision } = start(null);
    actor.send({ type: 'consent.load', stored: true });
    expect(state().value).toBe('confirmed');
    expect(state().context.enabled).toBe(true);
    actor.send({ type: 'consent.load', stored: null });
    expect(state().value).toBe('unconfirmed');
    expect(storeDecision).not.toHaveBeenCalled();
  });

  it('load with nothing stored keeps a service accepted once on', () => {
    const { actor, state } = start(null);
    actor.send({ type: 'consent.acceptOnce' });
    actor.send({ type: 'consent.load', stored: null });
    expect(state().context.enabled).toBe(true);
    actor.send({ type: 'consent.load', stored: false });
    expect(state().context.enabled).toBe(false);
  });

  it('describes every state', () => {
    for (const node of Object.values(serviceConsentMachine.root.states)) {
      expect(node.description, node.key).toBeTruthy();
    }
  });
});
