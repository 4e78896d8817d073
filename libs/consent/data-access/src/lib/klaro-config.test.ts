import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { OPCO_COOKIE_DOMAINS } from './consent.constants';
import { buildKlaroConfig } from './klaro-config';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
const config = buildKlaroConfig({ i18n, gtmContainerId: 'GTM-TEST' });

describe('buildKlaroConfig', () => {
  it('follows spec §3 and §9 to the letter', () => {
    expect(config).toMatchObject({
      name: 'default',
      status: 'inactive',
      storageMethod: 'localStorage',
      storageName: 'klaro',
      elementID: 'klaro',
      lang: 'en-US',
      htmlTexts: false,
      cookieExpiresAfterDays: 60,
      groupByPurpose: true,
      purposeOrder: ['functional', 'performance', 'marketing'],
      default: false,
      mustConsent: false,
      acceptAll: true,
      hideDeclineAll: false,
      hideLearnMore: false,
      disablePoweredBy: true,
      noticeAsModal: false,
      styling: { theme: ['bottom', 'light', 'wide'] },
    });
  });

  it('registers one service per third party: the tag manager and the map tiles', () => {
    expect(config.services.map((s) => s.name)).toEqual(['google-tag-manager', 'map-tiles']);
  });

  it('registers an optional, run-once analytics service with function callbacks', () => {
    const [service] = config.services;
    expect(service).toMatchObject({
      name: 'google-tag-manager',
      required: false,
      optOut: false,
      onlyOnce: true,
      purposes: ['functional'],
    });
    // String callbacks would need unsafe-eval under the CSP.
    expect(typeof service?.onAccept).toBe('function');
    expect(typeof service?.onDecline).toBe('function');
  });

  it('registers the map tiles as optional, off by default, functional, with no cookies of their own', () => {
    const service = config.services.find((s) => s.name === 'map-tiles');
    expect(service).toMatchObject({
      title: 'Map (OpenStreetMap tiles)',
      required: false,
      optOut: false,
      default: false,
      purposes: ['functional'],
      cookies: [],
    });
    expect(service?.translations['en-US']?.description).toMatch(/OpenStreetMap/);
    // Nothing for klaro to run: the map reads the consent and loads its tiles itself.
    expect(service?.onAccept).toBeUndefined();
  });

  it('deletes _ga, _gi and _gd cookies on the current host and on every opCo domain', () => {
    const rules = config.services[0]?.cookies ?? [];
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat', '_gd123']) {
      expect(rules.some((r) => r.pattern.test(name)), name).toBe(true);
    }
    expect(rules.some((r) => r.pattern.test('session'))).toBe(false);
    expect(rules.every((r) => r.path === '/')).toBe(true);
    const domains = new Set(rules.map((r) => r.domain));
    expect([...domains]).toEqual([undefined, ...OPCO_COOKIE_DOMAINS]);
  });

  it('takes its texts from the catalogue in the active language', () => {
    const texts = config.translations['en-US'] as Record<string, unknown>;
    expect(texts).toMatchObject({
      ok: 'Accept all cookies',
      acceptAll: 'Accept all',
      acceptSelected: 'Accept selected',
      save: 'Save',
      decline: 'Decline',
      consentModal: { title: 'Cookie preferences' },
      consentNotice: { learnMore: 'Let me choose' },
    });
    expect(Object.keys(config.translations)).toEqual(['en-US']);
  });
});

describe('buildKlaroConfig in German', () => {
  it("uses the consent catalogue's German texts, not klaro's", async () => {
    const { loadMessages } = await import('@portal/shared-util-i18n');
    const de = setupI18n({ locale: 'de', messages: { de: await loadMessages('de') } });
    const german = buildKlaroConfig({ i18n: de, gtmContainerId: null });
    expect(german.lang).toBe('de');
    expect(german.translations['de']).toMatchObject({
      ok: 'Alle Cookies akzeptieren',
      consentModal: { title: 'Cookie-Einstellungen' },
    });
    expect(german.services[0]?.translations['de']?.description).toMatch(/^Google Tag Manager lädt/);
    expect(german.services[1]).toMatchObject({ name: 'map-tiles', title: 'Karte (OpenStreetMap-Kacheln)' });
    expect(german.services[1]?.translations['de']?.description).toMatch(/^Karten im Portal/);
  });
});
