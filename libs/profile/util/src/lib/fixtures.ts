// Answers of the profile endpoints as the contract describes them, for tests.
import type { NotificationPreferences, Profile, SignedInDevice, SignedInDevices } from '@portal/shared-api-contract';

/** Ben at Northwind Bouw, as he last saved his profile. */
export const benProfile: Profile = {
  id: 2,
  firstName: 'Ben',
  lastName: 'Jansen',
  email: 'ben@northwind.test',
  phone: null,
  preferredLanguageCode: 'en-US',
  version: 3,
};

/** The laptop this request comes from. */
export const thisDevice: SignedInDevice = {
  id: '0b1e0000-0000-4000-8000-000000000001',
  browser: 'Chrome 131',
  os: 'Windows 10',
  signedInAt: '2026-11-20T08:30:00.000Z',
  lastUsedAt: '2026-11-22T09:15:00.000Z',
  current: true,
};

/** His phone. */
export const phoneDevice: SignedInDevice = {
  id: '0b1e0000-0000-4000-8000-000000000002',
  browser: 'Safari 18',
  os: 'iOS 18.1',
  signedInAt: '2026-11-18T17:05:00.000Z',
  lastUsedAt: '2026-11-21T19:40:00.000Z',
  current: false,
};

/** A sign-in whose user agent said nothing recognisable. */
export const unknownDevice: SignedInDevice = {
  id: '0b1e0000-0000-4000-8000-000000000003',
  browser: null,
  os: null,
  signedInAt: '2026-11-02T07:00:00.000Z',
  lastUsedAt: '2026-11-03T07:00:00.000Z',
  current: false,
};

export const benDevices: SignedInDevices = { items: [thisDevice, phoneDevice, unknownDevice] };

/** Ben's notification preferences: the defaults of a user of the order module. */
export const benNotificationPreferences: NotificationPreferences = {
  version: 1,
  topics: [
    { topic: 'order_approvals', mail: true, portal: true },
    { topic: 'order_outcomes', mail: true, portal: true },
    { topic: 'off_hires', mail: true, portal: true },
    { topic: 'request_updates', mail: true, portal: true },
    { topic: 'invoices', mail: false, portal: false },
    { topic: 'inspections', mail: false, portal: false },
    { topic: 'weekly_digest', mail: true, portal: false },
  ],
};
