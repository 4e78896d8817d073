import { isDeployedEnv, type AppEnv } from '@portal/shared-util-config';

let checkNow: () => void = () => undefined;
let activateWaitingVersion: (() => void) | null = null;

/**
 * The lifecycle's update check (every 15 min and after each navigation). A version that is ready is
 * activated here, between pages, so a reload never throws away what the user was typing.
 */
export const checkForUpdate = () => (activateWaitingVersion ? activateWaitingVersion() : checkNow());

/** A service worker only in qa, pp and prod (spec §4); elsewhere a left-over one is removed. */
export async function startServiceWorker(env: AppEnv): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (!isDeployedEnv(env)) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    return;
  }
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      // Activate and reload at the next navigation, or as soon as the tab is in the background.
      activateWaitingVersion = () => void updateSW(true);
      document.addEventListener('visibilitychange', () => document.hidden && activateWaitingVersion?.(), { once: true });
    },
    onRegisteredSW: (_url, registration) => {
      if (registration) checkNow = () => void registration.update().catch(() => undefined);
    },
  });
}
