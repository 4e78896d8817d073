// The demo clients as buyers on e-invoices: legal address, VAT number, company registration and
// Peppol endpoint, consistent with their opCo's country (NL: KVK 0106, BE: enterprise number 0208
// passing its mod-97 check, DE/PL/HU: the VAT number under 9930/9945/9910).
import type { corporateClients } from '../schema';

type ClientLegal = Pick<typeof corporateClients.$inferInsert,
  'street' | 'postalCode' | 'city' | 'countryCode' | 'vatNumber' | 'registrationScheme' | 'registrationNumber' | 'endpointScheme' | 'endpointId'>;

const kvk = (number: string) => ({ registrationScheme: '0106', registrationNumber: number, endpointScheme: '0106', endpointId: number });
const byVat = (scheme: string, vatNumber: string, registrationNumber: string) =>
  ({ vatNumber, registrationScheme: null, registrationNumber, endpointScheme: scheme, endpointId: vatNumber });

export const clientLegal: Record<string, ClientLegal> = {
  'northwind-bouw': { street: 'Havenstraat 12', postalCode: '3011 AB', city: 'Rotterdam', countryCode: 'NL', vatNumber: 'NL812345678B01', ...kvk('24412345') },
  'northwind-infra': { street: 'Havenstraat 14', postalCode: '3011 AB', city: 'Rotterdam', countryCode: 'NL', vatNumber: 'NL823456789B01', ...kvk('24498765') },
  'request-only': { street: 'Kortrijksesteenweg 210', postalCode: '9000', city: 'Gent', countryCode: 'BE', vatNumber: 'BE0712345630', registrationScheme: '0208', registrationNumber: '0712345630', endpointScheme: '0208', endpointId: '0712345630' },
  'asset-only': { street: 'Industriestraße 5', postalCode: '50735', city: 'Köln', countryCode: 'DE', ...byVat('9930', 'DE314159265', 'HRB 98765') },
  'no-modules': { street: 'ul. Przemysłowa 8', postalCode: '61-001', city: 'Poznań', countryCode: 'PL', ...byVat('9945', 'PL7781234560', 'KRS 0000654321') },
  blocked: { street: 'Váci út 41', postalCode: '1134', city: 'Budapest', countryCode: 'HU', ...byVat('9910', 'HU23456781', 'Cg. 01-09-654321') },
  'no-contact': { street: 'Stationsweg 3', postalCode: '3811 MC', city: 'Amersfoort', countryCode: 'NL', vatNumber: 'NL834567890B01', ...kvk('32156789') },
};
