import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsServiceInfo } from './analytics-service';
import { createConsentController } from './consent-controller';
import { MAP_TILES_SERVICE_NAME } from './consent.constants';
import { consentServices } from './consent-services';
import { createFakeEngine } from './fake-engine';

const name = analyticsServiceInfo.name;

function setup() {
  const engine = createFakeEngine();
  const loadEngine = vi.fn(async () => engine);
  const controller = createConsentController({ services: [analyticsServiceInfo], loadEngine });
  return { engine, loadEngine, controller };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createConsentController', () => {
  beforeEach(() => localStorage.clear());

  it('shows the notice when nothing is stored, without loading klaro', () => {
    const { controller, loadEngine } = setup();
    expect(controller.getSnapshot()).toEqual({ noticeVisible: true, preferencesOpen: false, enabled: { [name]: false } });
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it('hides the notice and applies a stored decision at once', async () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [name]: true })));
    const { controller, loadEngine } = setup();
    expect(controller.getSnapshot()).toMatchObject({ noticeVisible: false, enabled: { [name]: true } });
    expect(loadEngine).toHaveBeenCalledTimes(1);
  });

  it('does not load klaro for a stored decline', () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [name]: false })));
    const { controller, loadEngine } = setup();
    expect(controller.getSnapshot()).toMatchObject({ noticeVisible: false, enabled: { [name]: false } });
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it('accept all and decline store through the engine and notify', async () => {
    const { controller, engine } = setup();
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.acceptAll();
    expect(controller.getSnapshot()).toMatchObject({ noticeVisible: false, enabled: { [name]: true } });
    controller.declineAll();
    await flush();
    expect(engine.calls).toEqual([`store:${name}:true`, `store:${name}:false`]);
    expect(listener).toHaveBeenCalled();
  });

  it('saves a selection, treating a missing service as off', async () => {
    const { controller, engine } = setup();
    controller.save({});
    await flush();
    expect(engine.stored()).toEqual({ [name]: false });
  });

  it('accept once enables for now and keeps the notice', async () => {
    const { controller, engine } = setup();
    controller.acceptOnce(name);
    expect(controller.getSnapshot()).toMatchObject({ noticeVisible: true, enabled: { [name]: true } });
    await flush();
    expect(engine.calls).toEqual([`once:${name}`]);
  });

  it('accept always stores the consent', async () => {
    const { controller, engine } = setup();
    controller.acceptAlways(name);
    await flush();
    expect(engine.stored()).toEqual({ [name]: true });
    expect(controller.getSnapshot().noticeVisible).toBe(false);
  });

  it('reset clears the stored consent and shows the notice again', async () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [name]: true })));
    const { controller } = setup();
    controller.reset();
    await flush();
    expect(localStorage.getItem('klaro')).toBeNull();
    expect(controller.getSnapshot().noticeVisible).toBe(true);
  });

  it('opening the preferences resolves after closing, with the saved consents reloaded', async () => {
    const { controller } = setup();
    const closed = controller.openPreferences();
    expect(controller.getSnapshot().preferencesOpen).toBe(true);
    // Written behind the controller's back, e.g. by another tab.
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [name]: true })));
    await controller.closePreferences();
    await closed;
    expect(controller.getSnapshot()).toMatchObject({ preferencesOpen: false, noticeVisible: false, enabled: { [name]: true } });
  });

  it('a save right before closing is not undone by the reload', async () => {
    const { controller } = setup();
    void controller.openPreferences();
    controller.save({ [name]: true });
    await controller.closePreferences();
    expect(controller.getSnapshot()).toMatchObject({ noticeVisible: false, enabled: { [name]: true } });
  });
});

describe('createConsentController with every registered service', () => {
  beforeEach(() => localStorage.clear());
  const both = () => {
    const engine = createFakeEngine();
    return { engine, controller: createConsentController({ services: consentServices, loadEngine: async () => engine }) };
  };

  it("accept always on the map stores consent for the map's service, the tag manager untouched", async () => {
    const { controller, engine } = both();
    controller.acceptAlways(MAP_TILES_SERVICE_NAME);
    await flush();
    expect(engine.calls).toEqual([`store:${MAP_TILES_SERVICE_NAME}:true`]);
    expect(engine.stored()).toEqual({ [MAP_TILES_SERVICE_NAME]: true });
    expect(controller.getSnapshot().enabled).toEqual({ [name]: false, [MAP_TILES_SERVICE_NAME]: true });
  });

  it('a decision stored before the map service existed keeps the notice closed, the map off', () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [name]: true })));
    const { controller } = both();
    expect(controller.getSnapshot()).toMatchObject({
      noticeVisible: false,
      enabled: { [name]: true, [MAP_TILES_SERVICE_NAME]: false },
    });
  });
});
