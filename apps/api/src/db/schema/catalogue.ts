// Product catalogue and depots: shared by all clients, scoped by opCo.
import { index, integer, jsonb, numeric, pgTable, serial, text, doublePrecision } from 'drizzle-orm/pg-core';
import { opCoEnum } from './enums';

/** A name in each of the seven portal languages. */
export type LocalisedNames = Record<'en-US' | 'de' | 'fr-BE' | 'nl' | 'nl-BE' | 'hu' | 'pl', string>;

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<LocalisedNames>().notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    categoryId: integer('category_id').notNull().references(() => productCategories.id),
    names: jsonb('names').$type<LocalisedNames>().notNull(),
    imageUrl: text('image_url'),
    dayRate: numeric('day_rate', { precision: 12, scale: 2 }).notNull(),
    weekRate: numeric('week_rate', { precision: 12, scale: 2 }).notNull(),
    fourWeekRate: numeric('four_week_rate', { precision: 12, scale: 2 }).notNull(),
    /** OpCos that rent this product out. */
    opCos: opCoEnum('op_cos').array().notNull(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

export const depots = pgTable('depots', {
  id: serial('id').primaryKey(),
  opCo: opCoEnum('op_co').notNull(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  /** Per weekday (mon..sun) opening hours such as "07:00-17:00", null when closed. */
  openingHours: jsonb('opening_hours').$type<Record<string, string | null>>().notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});
