export {
  ANALYTICS_COOKIE_PATTERNS,
  ANALYTICS_SERVICE_NAME,
  CONSENT_COOKIE_EXPIRES_AFTER_DAYS,
  CONSENT_PURPOSE_ORDER,
  CONSENT_STORAGE_KEY,
  MAP_TILES_SERVICE_NAME,
  OPCO_COOKIE_DOMAINS,
} from './lib/consent.constants';
export { consentMessages, mapTilesServiceMessages, purposeMessages } from './lib/consent.messages';
export type { ConsentMap, ConsentPurpose, ConsentServiceInfo, KlaroConfig, KlaroService } from './lib/consent.types';
export { analyticsServiceInfo, createAnalyticsService } from './lib/analytics-service';
export { createMapTilesService, mapTilesServiceInfo } from './lib/map-tiles-service';
export { consentServices } from './lib/consent-services';
export { serviceTitle } from './lib/service-title';
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
  type CookiePreferencesGlobal,
  type WaitingCookiePreferencesCall,
  openCookiePreferences,
} from './lib/consent-runtime';
