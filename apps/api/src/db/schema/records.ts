// Documents (invoices etc.), tracked assets and feedback from the help menu (requests: requests.ts).
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productCategories } from './catalogue';
import { projects } from './company';
import { documentStatusEnum, documentTypeEnum, feedbackKindEnum } from './enums';
import { corporateClients, users } from './organisation';
import { orders } from './rental';

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    type: documentTypeEnum('type').notNull(),
    number: text('number').notNull(),
    date: date('date').notNull(),
    dueDate: date('due_date'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: documentStatusEnum('status').notNull(),
    projectId: integer('project_id').references(() => projects.id),
    orderId: integer('order_id').references(() => orders.id),
  },
  (t) => [uniqueIndex('documents_number_idx').on(t.number), // Page order, plus what the filters and the open/overdue totals read (index-only totals).
    index('documents_client_date_idx').on(t.clientId, t.date, t.id, t.type, t.status, t.projectId, t.amount)],
);

export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => productCategories.id),
    serial: text('serial').notNull(),
    projectId: integer('project_id').references(() => projects.id),
    locationLabel: text('location_label'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    inspectionDueDate: date('inspection_due_date'),
    /** Owned by the customer (true) or rented from us (false). */
    owned: boolean('owned').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** Changes with every edit, so an edit based on an older one is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // Serials are unique within a client whatever their case ("fl-1" is "FL-1").
    uniqueIndex('assets_client_serial_idx').on(t.clientId, sql`lower(${t.serial})`),
    // The list's page order (name, id) with archived ones left out unless asked for.
    index('assets_client_archived_name_idx').on(t.clientId, t.archived, t.name, t.id),
    // The overdue / due-soon filters and counts are ranges on the due date.
    index('assets_client_due_idx').on(t.clientId, t.inspectionDueDate),
  ],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').references(() => corporateClients.id),
  userId: integer('user_id').references(() => users.id),
  kind: feedbackKindEnum('kind').notNull(),
  /** What the user quotes (`F-YYYY-NNNNNN`). */
  reference: text('reference').unique(),
  subject: text('subject'),
  message: text('message').notNull(),
  /** Problems: the portal page it happened on. */
  page: text('page'),
  /** The portal's release the user was on. */
  appVersion: text('app_version'),
  /** The error-reporting event id, when the report came from an error screen. */
  sentryEventId: text('sentry_event_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
