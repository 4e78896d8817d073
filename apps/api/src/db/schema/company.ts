// A client's own master data: job sites (projects), delivery addresses and contact persons.
import { boolean, doublePrecision, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { corporateClients } from './organisation';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    poNumber: text('po_number'),
    budget: numeric('budget', { precision: 14, scale: 2 }),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('projects_client_idx').on(t.clientId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    label: text('label').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('addresses_client_idx').on(t.clientId)],
);

export const contactPersons = pgTable(
  'contact_persons',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('contact_persons_client_idx').on(t.clientId)],
);
