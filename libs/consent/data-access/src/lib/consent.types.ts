import type { MessageDescriptor } from '@lingui/core';
import type { CONSENT_PURPOSE_ORDER } from './consent.constants';

/** A purpose a service is grouped under. */
export type ConsentPurpose = (typeof CONSENT_PURPOSE_ORDER)[number];

/** Stored consent (spec §3): service name → true or false. */
export type ConsentMap = Record<string, boolean>;

/** What the UI needs to list a service. */
export interface ConsentServiceInfo {
  name: string;
  /** A proper name stays as it is (Google Tag Manager); a descriptive one is translated. */
  title: string | MessageDescriptor;
  description: MessageDescriptor;
  purposes: readonly ConsentPurpose[];
  required: boolean;
}

/** One cookie rule of a klaro service: the pattern, on a path, optionally on a domain. */
export interface KlaroCookieRule {
  pattern: RegExp;
  path: string;
  domain?: string;
}

/** Options klaro hands to a service's callbacks. */
export interface KlaroHandlerOptions {
  service: KlaroService;
  config: KlaroConfig;
  vars: Record<string, unknown>;
}

/** A klaro service (spec §3 "Service"). Callbacks are functions: string callbacks need unsafe-eval. */
export interface KlaroService {
  name: string;
  title: string;
  translations: Record<string, { description: string; title?: string }>;
  purposes: ConsentPurpose[];
  required: boolean;
  optOut: boolean;
  onlyOnce: boolean;
  default?: boolean;
  cookies: KlaroCookieRule[];
  vars?: Record<string, unknown>;
  onAccept?: (options: KlaroHandlerOptions) => void;
  onDecline?: (options: KlaroHandlerOptions) => void;
}

/** klaro's texts for one language (only the keys our configuration fills). */
export type KlaroTexts = Record<string, unknown>;

/** klaro's configuration (spec §3 "Consent configuration"). */
export interface KlaroConfig {
  name: string;
  status: 'active' | 'inactive';
  storageMethod: 'localStorage';
  storageName: string;
  elementID: string;
  lang: string;
  embedded: boolean;
  htmlTexts: boolean;
  cookieExpiresAfterDays: number;
  groupByPurpose: boolean;
  purposeOrder: ConsentPurpose[];
  default: boolean;
  mustConsent: boolean;
  acceptAll: boolean;
  hideDeclineAll: boolean;
  hideLearnMore: boolean;
  disablePoweredBy: boolean;
  noticeAsModal: boolean;
  styling: { theme: string[] };
  translations: Record<string, KlaroTexts>;
  services: KlaroService[];
}
