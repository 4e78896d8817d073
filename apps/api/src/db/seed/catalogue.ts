// Seeds the product catalogue and depots (the opCos are reference data: db/reference.ts).
import type { Db } from '../client';
import { depots, productCategories, products } from '../schema';
import { opCoRows } from '../reference-data';
import { categorySpecs, depotCities, localised, sizedNames } from './catalogue-data';
import { insertBatched } from './insert';
import type { Random } from './random';
import type { Rates } from '../../services/order/pricing';

const allOpCos = ['nl', 'be', 'de', 'pl', 'hu'] as const;


export interface CatalogueIds {
  productIds: number[];
  categoryIds: number[];
  depotIdsByOpCo: Record<string, number[]>;
  /** Rates by product id, to price the seeded orders as the API prices new ones. */
  ratesById: Map<number, Rates>;
}

export async function seedCatalogue(db: Db, rnd: Random): Promise<CatalogueIds> {
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
