// Migration 0016 on a database seeded before issue 32: sizes in every language but English get a
// decimal comma, and nothing else of a name changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../testing/harness';
import { migrationsFolder } from './migrations-folder';
import { productCategories, products } from './schema';
import { localised } from './seed/catalogue-data';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.migrate();
}, 120_000);
afterAll(() => db.close());

const six = (en: string, other: string) => localised([en, `${other} (de)`, `${other} (fr)`, `${other} (nl)`, `${other} (hu)`, `${other} (pl)`]);

it('writes the decimal comma in the names of every language but English', async () => {
  await db.db.insert(productCategories).values({ id: 1, code: 'fencing', names: six('Site fencing', 'Fencing') });
  const rates = { dayRate: '1.00', weekRate: '4.00', fourWeekRate: '12.00', opCos: ['nl' as const], categoryId: 1 };
  await db.db.insert(products).values([
    { id: 1, code: 'F-1', names: localised(['Fence panel 4.5 m', 'Bauzaunelement 4.5 m', 'Panneau de clôture 4.5 m', 'Bouwhek 4.5 m', 'Kerítéselem 4.5 m', 'Panel ogrodzeniowy 4.5 m']), ...rates },
    { id: 2, code: 'F-2', names: localised(['Fence panel 4 m', 'Bauzaunelement 4 m', 'Panneau de clôture 4 m', 'Bouwhek 4 m', 'Kerítéselem 4 m', 'Panel ogrodzeniowy 4 m']), ...rates },
  ]);
  await db.db.execute(sql.raw(readFileSync(join(migrationsFolder(), '0016_product_names_decimal_comma.sql'), 'utf8')));
  const [decimal] = await db.db.select({ names: products.names }).from(products).where(eq(products.id, 1));
  expect(decimal!.names).toEqual(localised(['Fence panel 4.5 m', 'Bauzaunelement 4,5 m', 'Panneau de clôture 4,5 m', 'Bouwhek 4,5 m', 'Kerítéselem 4,5 m', 'Panel ogrodzeniowy 4,5 m']));
  const [whole] = await db.db.select({ names: products.names }).from(products).where(eq(products.id, 2));
  expect(whole!.names['nl-BE']).toBe('Bouwhek 4 m');
});
