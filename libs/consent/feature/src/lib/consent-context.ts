import { getConsentController, type ConsentController, type ConsentSnapshot } from '@portal/consent-data-access';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** Overrides the page's consent controller (tests, stories); without it the page singleton is used. */
export const ConsentControllerContext = createContext<ConsentController | null>(null);

/** The consent controller in effect. */
export function useConsentController(): ConsentController {
  return useContext(ConsentControllerContext) ?? getConsentController();
}

/** Re-renders on every consent change. */
export function useConsentSnapshot(): ConsentSnapshot {
  const controller = useConsentController();
  // The same snapshot when rendered ahead of time (the prerendered sign-in page: a first visit).
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}
