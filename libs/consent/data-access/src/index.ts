export {
  ANALYTICS_COOKIE_PATTERNS,
  ANALYTICS_SERVICE_NAME,
  CONSENT_COOKIE_EXPIRES_AFTER_DAYS,
  CONSENT_PURPOSE_ORDER,
  CONSENT_STORAGE_KEY,
  OPCO_COOKIE_DOMAINS,
} from './lib/consent.constants';
export { consentMessages, purposeMessages } from './lib/consent.messages';
export type { ConsentMap, ConsentPurpose, ConsentServiceInfo, KlaroConfig, KlaroService } from './lib/consent.types';
export { analyticsServiceInfo, createAnalyticsService } from './lib/analytics-service';
export { buildKlaroConfig, type KlaroConfigOptions } from './lib/klaro-config';
export { loadKlaroEngine, type ConsentEngine } from './lib/klaro-engine';
export { readStoredConsents } from './lib/stored-consent';
export {
  serviceConsentMachine,
  type ServiceConsentActor,
  type ServiceConsentContext,
  type ServiceConsentEvent,
} from './lib/service-consent.machine';
export { createConsentController, type ConsentController, type ConsentSnapshot } from './lib/consent-controller';
export {
  configureConsent,
  getConsentController,
  installCookiePreferencesGlobal,
  openCookiePreferences,
} from './lib/consent-runtime';
