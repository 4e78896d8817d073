import { msg } from '@lingui/core/macro';

// The consent texts live in the consent scope's Lingui catalogue, so klaro's configuration and
// our own notice and dialog say the same thing in every language (never klaro's built-ins).

/** Texts of the notice, the dialog and the contextual notice. */
export const consentMessages = {
  noticeTitle: msg`Cookies on this portal`,
  noticeDescription: msg`We use cookies to keep the portal working. With your consent we also measure how it is used, so we can improve it.`,
  dialogTitle: msg`Cookie preferences`,
  dialogDescription: msg`Choose which services may use cookies on this portal. Services you switch off are not loaded and their cookies are deleted.`,
  acceptAllCookies: msg`Accept all cookies`,
  letMeChoose: msg`Let me choose`,
  decline: msg`Decline`,
  save: msg`Save`,
  acceptAll: msg`Accept all`,
  acceptSelected: msg`Accept selected`,
  close: msg`Close`,
  toggleAll: msg`Enable or disable all services`,
  toggleAllDescription: msg`Use this switch to enable or disable all services at once.`,
  acceptOnce: msg`Accept once`,
  acceptAlways: msg`Accept always`,
};

/** Title and description of each purpose the dialog groups services by. */
export const purposeMessages = {
  functional: {
    title: msg`Functional`,
    description: msg`Services that help us run the portal and understand how it is used.`,
  },
  performance: {
    title: msg`Performance`,
    description: msg`Services that measure and improve the speed and quality of the portal.`,
  },
  marketing: {
    title: msg`Marketing`,
    description: msg`Services that show you content about products and offers that may interest you.`,
  },
};

/** Description of the analytics tag manager. */
export const analyticsServiceDescription = msg`Google Tag Manager loads our analytics tags, which measure anonymously how the portal is used so we can improve it.`;

/** Title and description of the map's tiles, a service of their own. */
export const mapTilesServiceMessages = {
  title: msg`Map (OpenStreetMap tiles)`,
  description: msg`Maps in the portal show streets and places from OpenStreetMap. The map images are loaded from their tile servers, which then see your IP address. No cookies are set.`,
};
