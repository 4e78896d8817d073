import { isDeployedEnv, type AppEnv } from '@portal/shared-util-config';
import { shellTimings } from '@portal/shell-data-access';

let checkNow: () => void = () => undefined;
let activateWaitingVersion: (() => void) | null = null;

/**
 * The update check. A version that is ready is activated here, between pages, so a reload never
 * throws away what the user was typing.
 */
export const checkForUpdate = () => (activateWaitingVersion ? activateWaitingVersion() : checkNow());

/**
 * Spec §4: look for a new version every 15 minutes and after each completed navigation. A timer of
 * its own, not part of the lifecycle: it says nothing about the state the app is in.
 */
export function scheduleUpdateChecks(onNavigation: (listener: () => void) => unknown, every: number = shellTimings.UPDATE_CHECK): () => void {
  const timer = setInterval(checkForUpdate, every);
  onNavigation(checkForUpdate);
  return () => clearInterval(timer);
}

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
