// Seeds opCos, the product catalogue and depots.
import type { Db } from '../client';
import { depots, opCos, productCategories, products } from '../schema';
import { categorySpecs, depotCities, localised, sizedNames } from './catalogue-data';
import { insertBatched } from './insert';
import type { Random } from './random';
import type { Rates } from '../../services/order/pricing';

const allOpCos = ['nl', 'be', 'de', 'pl', 'hu'] as const;

// Legal details are what their invoices print; the IBANs carry valid check digits (iban.test.ts).
// Registration and Peppol endpoint: the e-invoice's seller (the Belgian number passes its mod-97 check).
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

export interface CatalogueIds {
  productIds: number[];
  categoryIds: number[];
  depotIdsByOpCo: Record<string, number[]>;
  /** Rates by product id, to price the seeded orders as the API prices new ones. */
  ratesById: Map<number, Rates>;
}

export async function seedCatalogue(db: Db, rnd: Random): Promise<CatalogueIds> {
  await db.insert(opCos).values([...opCoRows]);
  const categoryRows = categorySpecs.map((c, i) => ({ id: i + 1, code: c.code, names: localised(c.plural) }));
  await insertBatched(db, productCategories, categoryRows);

  const productRows = categorySpecs.flatMap((c, ci) =>
    c.sizes.map((size, si) => {
      const day = Math.round((20 + size * 3 + rnd.int(0, 40)) * 100) / 100;
      return {
        id: ci * c.sizes.length + si + 1,
        code: `${c.code.toUpperCase()}-${String(si + 1).padStart(2, '0')}`,
        categoryId: ci + 1,
        names: sizedNames(c.singular, size, c.unit),
        imageUrl: `/assets/products/${c.code}.svg`,
        dayRate: day.toFixed(2),
        weekRate: (day * 4).toFixed(2),
        fourWeekRate: (day * 12).toFixed(2),
        // Every product is rented in nl; the others carry most of the range.
        opCos: allOpCos.filter((o) => o === 'nl' || rnd.chance(0.8)),
      };
    }),
  );
  await insertBatched(db, products, productRows);

  let depotId = 0;
  const depotIdsByOpCo: Record<string, number[]> = {};
  const depotRows = allOpCos.flatMap((opCo) =>
    depotCities[opCo].map(([city, postalCode, lat, lng], i) => {
      depotId += 1;
      (depotIdsByOpCo[opCo] ??= []).push(depotId);
      return {
        id: depotId,
        opCo,
        name: `Atlas Rental ${city}`,
        street: `Industrieweg ${10 + i * 7}`,
        postalCode,
        city,
        country: opCo.toUpperCase(),
        openingHours: { mon: '07:00-17:00', tue: '07:00-17:00', wed: '07:00-17:00', thu: '07:00-17:00', fri: '07:00-16:00', sat: i === 0 ? '08:00-12:00' : null, sun: null },
        phone: `${opCoRows.find((o) => o.code === opCo)?.phone.slice(0, -4)}0${110 + i}`,
        email: `${city.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@atlas-rental.${opCo}`,
        lat,
        lng,
      };
    }),
  );
  await insertBatched(db, depots, depotRows);
  const ratesById = new Map(productRows.map((p) => [p.id, { day: p.dayRate, week: p.weekRate, fourWeeks: p.fourWeekRate }]));
  return { productIds: productRows.map((p) => p.id), categoryIds: categoryRows.map((c) => c.id), depotIdsByOpCo, ratesById };
}
