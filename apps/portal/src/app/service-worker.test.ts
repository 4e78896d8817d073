import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const updateSW = vi.fn(async () => undefined);
let options: { onNeedRefresh?: () => void; onRegisteredSW?: (url: string, r: unknown) => void } = {};
vi.mock('virtual:pwa-register', () => ({
  registerSW: (o: typeof options) => ((options = o), updateSW),
}));

const unregister = vi.fn(async () => true);
Object.defineProperty(navigator, 'serviceWorker', {
  configurable: true,
  value: { getRegistrations: async () => [{ unregister }] },
});

beforeEach(() => {
  vi.resetModules();
  updateSW.mockClear();
  unregister.mockClear();
  options = {};
});

afterEach(() => {
  vi.useRealTimers();
});

describe('service worker', () => {
  it('registers in qa, asks for updates, and activates a ready version at the next check', async () => {
    const { startServiceWorker, checkForUpdate } = await import('./service-worker');
    await startServiceWorker('qa');
    const registration = { update: vi.fn(async () => undefined) };
    options.onRegisteredSW?.('/sw.js', registration);
    checkForUpdate();
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(updateSW).not.toHaveBeenCalled();

    options.onNeedRefresh?.();
    expect(updateSW).not.toHaveBeenCalled(); // not under the user's hands
    checkForUpdate();
    expect(updateSW).toHaveBeenCalledWith(true);
  });

  it('checks for a new version every 15 minutes and after each completed navigation', async () => {
    const { startServiceWorker, scheduleUpdateChecks } = await import('./service-worker');
    // Only after the import: loading the module graph under fake timers never settles.
    vi.useFakeTimers();
    await startServiceWorker('prod');
    const registration = { update: vi.fn(async () => undefined) };
    options.onRegisteredSW?.('/sw.js', registration);
    let navigated = () => undefined as void;
    const stop = scheduleUpdateChecks((listener) => (navigated = listener));
    vi.advanceTimersByTime(899_999);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    navigated();
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(900_000);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('removes a left-over worker outside qa, pp and prod', async () => {
    const { startServiceWorker } = await import('./service-worker');
    await startServiceWorker('local');
    expect(unregister).toHaveBeenCalled();
    expect(options.onRegisteredSW).toBeUndefined();
  });
});
