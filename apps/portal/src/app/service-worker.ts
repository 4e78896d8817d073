import { isDeployedEnv, type AppEnv } from '@portal/shared-util-config';

let checkNow: () => void = () => undefined;

/** The lifecycle's update check (every 15 min and after each navigation) asks the service worker. */
export const checkForUpdate = () => checkNow();

/**
 * A service worker only in qa, pp and prod (spec §4). When a new version is ready it is activated and
 * the page reloads; drafts live in storage, so nothing typed is lost.
 */
export async function startServiceWorker(env: AppEnv): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (!isDeployedEnv(env)) {
    // A worker left by a deployed build must not serve stale files locally.
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    return;
  }
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => void updateSW(true),
    onRegisteredSW: (_url, registration) => {
      if (registration) checkNow = () => void registration.update().catch(() => undefined);
    },
  });
}
