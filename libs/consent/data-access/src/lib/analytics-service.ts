import type { I18n } from '@lingui/core';
import {
  ANALYTICS_COOKIE_PATTERNS,
  ANALYTICS_SERVICE_NAME,
  OPCO_COOKIE_DOMAINS,
} from './consent.constants';
import { analyticsServiceDescription } from './consent.messages';
import type { ConsentServiceInfo, KlaroCookieRule, KlaroService } from './consent.types';
import { serviceTitle } from './service-title';
import { disableTagManagerFrames, loadTagManager } from './tag-manager';

/** The analytics tag manager as the dialog lists it. */
export const analyticsServiceInfo: ConsentServiceInfo = {
  name: ANALYTICS_SERVICE_NAME,
  title: 'Google Tag Manager',
  description: analyticsServiceDescription,
  purposes: ['functional'],
  required: false,
};

/**
 * Cookie rules for a decline: without a domain klaro deletes the cookie on the current host (and
 * its dotted form); the opCos' country domains are listed because tags set cookies there too.
 */
export function analyticsCookieRules(domains: readonly string[] = OPCO_COOKIE_DOMAINS): KlaroCookieRule[] {
  return ANALYTICS_COOKIE_PATTERNS.flatMap((pattern) => [
    { pattern, path: '/' },
    ...domains.map((domain) => ({ pattern, path: '/', domain })),
  ]);
}

/** The analytics service (spec §3): optional, runs once, purpose functional. */
export function createAnalyticsService(i18n: I18n, gtmContainerId: string | null): KlaroService {
  return {
    name: analyticsServiceInfo.name,
    title: serviceTitle(i18n, analyticsServiceInfo),
    translations: { [i18n.locale]: { description: i18n._(analyticsServiceDescription) } },
    purposes: [...analyticsServiceInfo.purposes],
    required: false,
    optOut: false,
    onlyOnce: true,
    cookies: analyticsCookieRules(),
    vars: { gtmContainerId },
    onAccept: () => loadTagManager(gtmContainerId),
    onDecline: () => disableTagManagerFrames(),
  };
}
