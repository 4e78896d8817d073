// Spec §9 and §3: every value here is named by the specification; change them only with it.

/** Local storage key of the stored consent map (klaro's `storageName`). */
export const CONSENT_STORAGE_KEY = 'klaro';
/** klaro's storage method: the consent map lives in local storage, not in a cookie. */
export const CONSENT_STORAGE_METHOD = 'localStorage';
/** Lifetime of klaro's own cookie, in days (spec §9). */
export const CONSENT_COOKIE_EXPIRES_AFTER_DAYS = 60;
/** Purposes in the order the dialog groups them (spec §9). */
export const CONSENT_PURPOSE_ORDER = ['functional', 'performance', 'marketing'] as const;
/** Notice theme (spec §9). */
export const CONSENT_THEME = ['bottom', 'light', 'wide'] as const;
/** The element klaro would render into; we draw the UI ourselves, but klaro's config wants one. */
export const CONSENT_ELEMENT_ID = 'klaro';

/** The analytics tag manager (spec §3). */
export const ANALYTICS_SERVICE_NAME = 'google-tag-manager';
/**
 * The map's tiles (issues 11 and 13): a third party of their own, so the map's contextual notice
 * names it and `Accept always` stores consent for it, not for the tag manager.
 */
export const MAP_TILES_SERVICE_NAME = 'map-tiles';
/** Analytics cookies the tag manager leaves behind: names starting with _ga, _gi or _gd. */
export const ANALYTICS_COOKIE_PATTERNS: readonly RegExp[] = [/^_ga/, /^_gi/, /^_gd/];
/**
 * The opCos' country domains. Analytics cookies are often set on the registrable domain (with a
 * leading dot), so a decline must delete them there as well as on the current host.
 */
export const OPCO_COOKIE_DOMAINS: readonly string[] = [
  '.atlas-rental.nl',
  '.atlas-rental.be',
  '.atlas-rental.de',
  '.atlas-rental.pl',
  '.atlas-rental.hu',
];
/** Where the tag manager's loader comes from; the CSP must allow it in script-src. */
export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
