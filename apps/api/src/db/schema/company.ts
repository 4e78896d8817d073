// A client's own master data: job sites (projects), delivery addresses and contact persons.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { corporateClients, memberships } from './organisation';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    /** The project number the customer knows it by; unique within the client, ignoring case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    addressId: integer('address_id').references((): AnyPgColumn => addresses.id),
    poNumber: text('po_number'),
    /** In the opCo's currency; spent and committed are measured against it (services/company/budget.ts). */
    budget: numeric('budget', { precision: 14, scale: 2 }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    archived: boolean('archived').notNull().default(false),
    /** Bumped by every edit, archive and restore: a write sends the version it was based on. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('projects_client_idx').on(t.clientId), uniqueIndex('projects_client_code_idx').on(t.clientId, sql`lower(${t.code})`)],
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
    /** The address a new order proposes first; at most one per client (the partial index). */
    defaultDelivery: boolean('default_delivery').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('addresses_client_idx').on(t.clientId),
    uniqueIndex('addresses_default_delivery_idx').on(t.clientId).where(sql`${t.defaultDelivery}`),
  ],
);

export const contactPersons = pgTable(
  'contact_persons',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Their function at the customer (site manager, buyer, …). */
    jobTitle: text('job_title'),
    email: text('email'),
    phone: text('phone'),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('contact_persons_client_idx').on(t.clientId)],
);

/**
 * Issue 35 point 6: a member limited to some of the client's projects sees and acts only on
 * those projects' records. No row for a membership means unlimited (auth/tenant.ts reads it).
 */
export const membershipProjects = pgTable(
  'membership_projects',
  {
    membershipId: integer('membership_id').notNull().references(() => memberships.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull().references(() => projects.id),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.projectId] }), index('membership_projects_project_idx').on(t.projectId)],
);

/** A project's budget per purchase order: what may be invoiced and committed under that PO. */
export const projectPoBudgets = pgTable(
  'project_po_budgets',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    poReference: text('po_reference').notNull(),
    /** In the opCo's currency. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('project_po_budgets_project_po_idx').on(t.projectId, t.poReference)],
);
