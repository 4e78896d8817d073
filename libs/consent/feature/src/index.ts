export { ConsentManager, type ConsentManagerProps } from './lib/ConsentManager';
export { ContextualConsent, type ContextualConsentProps } from './lib/ContextualConsent';
export { ConsentControllerContext } from './lib/consent-context';
export { openCookiePreferences } from '@portal/consent-data-access';
