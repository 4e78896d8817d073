// Who issues the documents: each opCo's legal name, address and contact, printed at the top of
// every PDF. Fictional, like the opCos themselves.
import type { Tenant } from '../../../auth/tenant';

export interface Letterhead {
  name: string;
  address: string[];
  phone: string;
  email: string;
  vatNumber: string;
}

export const letterheads: Record<Tenant['opCo'], Letterhead> = {
  nl: { name: 'Atlas Rental Nederland B.V.', address: ['Industrieweg 10', '3542 AD Utrecht', 'Nederland'], phone: '+31 20 555 0100', email: 'verhuur@atlas-rental.nl', vatNumber: 'NL859312447B01' },
  be: { name: 'Atlas Rental België/Belgique NV', address: ['Noorderlaan 133', '2030 Antwerpen', 'België'], phone: '+32 3 555 0100', email: 'verhuur@atlas-rental.be', vatNumber: 'BE0712345678' },
  de: { name: 'Atlas Rental Deutschland GmbH', address: ['Gewerbestraße 24', '12529 Schönefeld', 'Deutschland'], phone: '+49 30 555 0100', email: 'vermietung@atlas-rental.de', vatNumber: 'DE312345678' },
  pl: { name: 'Atlas Rental Polska Sp. z o.o.', address: ['ul. Przemysłowa 8', '02-232 Warszawa', 'Polska'], phone: '+48 22 555 0100', email: 'wynajem@atlas-rental.pl', vatNumber: 'PL5213456789' },
  hu: { name: 'Atlas Rental Magyarország Kft.', address: ['Gyömrői út 120', '1103 Budapest', 'Magyarország'], phone: '+36 1 555 0100', email: 'berles@atlas-rental.hu', vatNumber: 'HU12345678' },
};
