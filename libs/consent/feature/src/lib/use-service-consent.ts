import { useLingui } from '@lingui/react/macro';
import { serviceTitle } from '@portal/consent-data-access';
import { useConsentController, useConsentSnapshot } from './consent-context';

/** One service's consent, for a component that embeds that third party. */
export interface ServiceConsent {
  service: string;
  /** The service may run now (stored consent, or accepted once for this page view). */
  enabled: boolean;
  /** Its name in the cookie preferences, in the active language. */
  title: string;
  /** Runs it for this page view; nothing is stored. */
  acceptOnce: () => void;
  /** Runs it and stores the consent for this service (and only this one). */
  acceptAlways: () => void;
  openPreferences: () => void;
}

/** Whether a service may run, re-rendering when that changes, with the actions a notice offers. */
export function useServiceConsent(service: string): ServiceConsent {
  const { i18n } = useLingui();
  const controller = useConsentController();
  const { enabled } = useConsentSnapshot();
  const info = controller.services.find((s) => s.name === service);
  return {
    service,
    enabled: enabled[service] ?? false,
    title: info ? serviceTitle(i18n, info) : service,
    acceptOnce: () => controller.acceptOnce(service),
    acceptAlways: () => controller.acceptAlways(service),
    openPreferences: () => void controller.openPreferences(),
  };
}
