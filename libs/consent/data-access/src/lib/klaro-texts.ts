import type { I18n } from '@lingui/core';
import { consentMessages as m, purposeMessages } from './consent.messages';
import type { KlaroTexts } from './consent.types';

/** klaro's text keys, filled from our catalogue in the active language. */
export function buildKlaroTexts(i18n: I18n): KlaroTexts {
  const purposes = Object.fromEntries(
    Object.entries(purposeMessages).map(([purpose, texts]) => [
      purpose,
      { title: i18n._(texts.title), description: i18n._(texts.description) },
    ]),
  );
  return {
    consentModal: { title: i18n._(m.dialogTitle), description: i18n._(m.dialogDescription) },
    consentNotice: {
      title: i18n._(m.noticeTitle),
      description: i18n._(m.noticeDescription),
      learnMore: i18n._(m.letMeChoose),
    },
    ok: i18n._(m.acceptAllCookies),
    decline: i18n._(m.decline),
    save: i18n._(m.save),
    acceptAll: i18n._(m.acceptAll),
    acceptSelected: i18n._(m.acceptSelected),
    close: i18n._(m.close),
    service: { disableAll: { title: i18n._(m.toggleAll), description: i18n._(m.toggleAllDescription) } },
    contextualConsent: { acceptOnce: i18n._(m.acceptOnce), acceptAlways: i18n._(m.acceptAlways) },
    purposes,
  };
}
