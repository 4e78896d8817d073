export { ConsentManager, type ConsentManagerProps } from './lib/ConsentManager';
export { ContextualConsent, type ContextualConsentProps } from './lib/ContextualConsent';
export { MapConsentOverlay, type MapConsentOverlayProps } from './lib/MapConsentOverlay';
export { useServiceConsent, type ServiceConsent } from './lib/use-service-consent';
export { ConsentControllerContext } from './lib/consent-context';
export { openCookiePreferences } from '@portal/consent-data-access';
