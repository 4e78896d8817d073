// The reference data every database needs and no customer owns (issue 36 point 1): the rights
// roles are made of, and the rental group's operating companies with their legal details and
// default settings. db/reference.ts loads it at every start; the demo seed builds on it.

/** What each right allows, as staff and the roles' editors read it. */
export const rightDescriptions: Record<string, string> = {
  MANAGE_ROLES_AND_USERS: 'Manage the company roles and users',
  PLACE_ORDERS: 'Place rental orders',
  VIEW_PRICES: 'See rates and amounts',
  VIEW_DOCUMENTS: 'See invoices and other documents',
  MANAGE_REQUESTS: 'Raise and follow requests',
  MANAGE_ASSETS: 'Manage tracked assets',
  APPROVE_ORDERS: 'Approve orders above the approval amount',
};

// Legal details are what their invoices print; the IBANs carry valid check digits (iban.test.ts).
// Registration and Peppol endpoint: the e-invoice's seller (the Belgian number passes its mod-97 check).
/** The opCos as they start; the rental company's own settings afterwards are never overwritten. */
export const opCoRows = [
  {
    code: 'nl', name: 'Atlas Rental Nederland', defaultLanguage: 'nl', phone: '+31 20 555 0100', email: 'verhuur@atlas-rental.nl', domain: 'atlas-rental.nl',
    legalName: 'Atlas Rental Nederland B.V.', street: 'Transformatorweg 38', postalCode: '1014 AK', city: 'Amsterdam', countryCode: 'NL',
    vatNumber: 'NL859123456B01', iban: 'NL71INGB0009876543', bic: 'INGBNL2A',
    registrationScheme: '0106', registrationNumber: '34291876', endpointScheme: '0106', endpointId: '34291876',
    responseHoursDown: 4, responseHoursProblems: 24,
  },
  {
    code: 'be', name: 'Atlas Rental België/Belgique', defaultLanguage: 'nl-BE', phone: '+32 3 555 0100', email: 'verhuur@atlas-rental.be', domain: 'atlas-rental.be',
    legalName: 'Atlas Rental Belgium NV', street: 'Noorderlaan 147', postalCode: '2030', city: 'Antwerpen', countryCode: 'BE',
    vatNumber: 'BE0456789133', iban: 'BE35310123456737', bic: 'BBRUBEBB',
    registrationScheme: '0208', registrationNumber: '0456789133', endpointScheme: '0208', endpointId: '0456789133',
    responseHoursDown: 4, responseHoursProblems: 24,
  },
  {
    code: 'de', name: 'Atlas Rental Deutschland', defaultLanguage: 'de', phone: '+49 30 555 0100', email: 'vermietung@atlas-rental.de', domain: 'atlas-rental.de',
    legalName: 'Atlas Rental Deutschland GmbH', street: 'Motzener Straße 12', postalCode: '12277', city: 'Berlin', countryCode: 'DE',
    vatNumber: 'DE298765432', iban: 'DE65100700000123456789', bic: 'DEUTDEBBXXX',
    registrationScheme: null, registrationNumber: 'HRB 187342 B', endpointScheme: '9930', endpointId: 'DE298765432',
    responseHoursDown: 6, responseHoursProblems: 24,
  },
  {
    code: 'pl', name: 'Atlas Rental Polska', defaultLanguage: 'pl', phone: '+48 22 555 0100', email: 'wynajem@atlas-rental.pl', domain: 'atlas-rental.pl',
    legalName: 'Atlas Rental Polska sp. z o.o.', street: 'ul. Annopol 3', postalCode: '03-236', city: 'Warszawa', countryCode: 'PL',
    vatNumber: 'PL5261045139', iban: 'PL48109010140000000123456789', bic: 'WBKPPLPP',
    registrationScheme: null, registrationNumber: 'KRS 0000123456', endpointScheme: '9945', endpointId: 'PL5261045139',
    responseHoursDown: 8, responseHoursProblems: 48,
  },
  {
    code: 'hu', name: 'Atlas Rental Magyarország', defaultLanguage: 'hu', phone: '+36 1 555 0100', email: 'berles@atlas-rental.hu', domain: 'atlas-rental.hu',
    legalName: 'Atlas Rental Magyarország Kft.', street: 'Illatos út 9', postalCode: '1097', city: 'Budapest', countryCode: 'HU',
    vatNumber: 'HU12345676', iban: 'HU39117000032000000001234567', bic: 'OTPVHUHB',
    registrationScheme: null, registrationNumber: 'Cg. 01-09-123456', endpointScheme: '9910', endpointId: 'HU12345676',
    responseHoursDown: 6, responseHoursProblems: 48,
  },
] as const;
