import type { OpCo } from './app-config';

/** What differs per operating company: name, title, default language, contact and policy links. */
export interface OpCoBranding {
  opCo: OpCo;
  /** Browser title and the logo's accessible name. */
  title: string;
  defaultLanguage: string;
  phone: string;
  email: string;
  termsUrl?: string;
  privacyUrl?: string;
  cookiePolicyUrl?: string;
}

export const opCoBranding: Record<OpCo, OpCoBranding> = {
  nl: {
    opCo: 'nl',
    title: 'Atlas Rental Nederland',
    defaultLanguage: 'nl',
    phone: '+31 20 123 4567',
    email: 'klantenservice@atlas-rental.nl',
    termsUrl: 'https://www.atlas-rental.nl/voorwaarden',
    privacyUrl: 'https://www.atlas-rental.nl/privacy',
    cookiePolicyUrl: 'https://www.atlas-rental.nl/cookies',
  },
  be: {
    opCo: 'be',
    title: 'Atlas Rental België',
    defaultLanguage: 'nl-BE',
    phone: '+32 2 123 45 67',
    email: 'service@atlas-rental.be',
    termsUrl: 'https://www.atlas-rental.be/voorwaarden',
    privacyUrl: 'https://www.atlas-rental.be/privacy',
  },
  de: {
    opCo: 'de',
    title: 'Atlas Rental Deutschland',
    defaultLanguage: 'de',
    phone: '+49 30 1234567',
    email: 'kundenservice@atlas-rental.de',
    termsUrl: 'https://www.atlas-rental.de/agb',
    privacyUrl: 'https://www.atlas-rental.de/datenschutz',
    cookiePolicyUrl: 'https://www.atlas-rental.de/cookies',
  },
  pl: {
    opCo: 'pl',
    title: 'Atlas Rental Polska',
    defaultLanguage: 'pl',
    phone: '+48 22 123 45 67',
    email: 'obsluga@atlas-rental.pl',
    privacyUrl: 'https://www.atlas-rental.pl/prywatnosc',
  },
  hu: {
    opCo: 'hu',
    title: 'Atlas Rental Magyarország',
    defaultLanguage: 'hu',
    phone: '+36 1 123 4567',
    email: 'ugyfelszolgalat@atlas-rental.hu',
    termsUrl: 'https://www.atlas-rental.hu/aszf',
    privacyUrl: 'https://www.atlas-rental.hu/adatvedelem',
    cookiePolicyUrl: 'https://www.atlas-rental.hu/cookie',
  },
};

/** Branding for the configured opCo; the group's Dutch company when none is configured. */
export const brandingFor = (opCo: OpCo | null | undefined): OpCoBranding => opCoBranding[opCo ?? 'nl'];

/** The generic title the browser tab returns to on logout. */
export const productTitle = 'Atlas Portal';
