import type { I18n } from '@lingui/core';
import { createAnalyticsService } from './analytics-service';
import { createMapTilesService } from './map-tiles-service';
import {
  CONSENT_COOKIE_EXPIRES_AFTER_DAYS,
  CONSENT_ELEMENT_ID,
  CONSENT_PURPOSE_ORDER,
  CONSENT_STORAGE_KEY,
  CONSENT_STORAGE_METHOD,
  CONSENT_THEME,
} from './consent.constants';
import type { KlaroConfig } from './consent.types';
import { buildKlaroTexts } from './klaro-texts';

/** What the configuration depends on at run time. */
export interface KlaroConfigOptions {
  /** Lingui instance with the user's language active; klaro's texts come from its catalogue. */
  i18n: I18n;
  /** Tag manager container from the app config; null loads no tag manager. */
  gtmContainerId: string | null;
}

/** klaro's configuration, to spec §3 and §9. */
export function buildKlaroConfig({ i18n, gtmContainerId }: KlaroConfigOptions): KlaroConfig {
  return {
    name: 'default',
    // 'inactive' keeps klaro from rendering its own UI; it is only our consent manager.
    status: 'inactive',
    storageMethod: CONSENT_STORAGE_METHOD,
    storageName: CONSENT_STORAGE_KEY,
    elementID: CONSENT_ELEMENT_ID,
    lang: i18n.locale,
    embedded: false,
    htmlTexts: false,
    cookieExpiresAfterDays: CONSENT_COOKIE_EXPIRES_AFTER_DAYS,
    groupByPurpose: true,
    purposeOrder: [...CONSENT_PURPOSE_ORDER],
    default: false,
    mustConsent: false,
    acceptAll: true,
    hideDeclineAll: false,
    hideLearnMore: false,
    disablePoweredBy: true,
    noticeAsModal: false,
    styling: { theme: [...CONSENT_THEME] },
    translations: { [i18n.locale]: buildKlaroTexts(i18n) },
    // One entry per third party, so each is decided on its own (issue 13).
    services: [createAnalyticsService(i18n, gtmContainerId), createMapTilesService(i18n)],
  };
}
