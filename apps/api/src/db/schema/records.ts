// Documents (invoices etc.), tracked assets and feedback from the help menu (requests: requests.ts).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, doublePrecision, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productCategories } from './catalogue';
import { projects } from './company';
import { documentLineKindEnum, documentLineUnitEnum, documentStatusEnum, documentTypeEnum, feedbackKindEnum } from './enums';
import { corporateClients, users } from './organisation';
import { contractLines, orders } from './rental';

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
    /** The PO the invoice quotes (from its contract or order): what accounts payable match it to. */
    poReference: text('po_reference'),
    // Totals of the lines (null for a delivery note, and for documents seeded before 0022);
    // `amount` stays the gross, what is owed, which the lists and their totals read.
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }),
    paymentTermsDays: integer('payment_terms_days'),
    /** What the transfer quotes, in the opCo country's form (lib/payment-reference.ts). */
    paymentReference: text('payment_reference'),
    /** A credit note: the invoice it corrects. */
    correctsDocumentId: integer('corrects_document_id').references((): AnyPgColumn => documents.id),
  },
  (t) => [uniqueIndex('documents_number_idx').on(t.number), // Page order, plus what the filters and the open/overdue totals read (index-only totals).
    index('documents_client_date_idx').on(t.clientId, t.date, t.id, t.type, t.status, t.projectId, t.amount)],
);

/** What a document charges, line by line; the lines' net amounts sum to the document's. */
export const documentLines = pgTable(
  'document_lines',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: documentLineKindEnum('kind').notNull(),
    /** A rental line: the contract line it bills (whose product it names). */
    contractLineId: integer('contract_line_id').references(() => contractLines.id),
    fleetNumber: text('fleet_number'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    /** Items (a rental line's units on rent). */
    quantity: integer('quantity').notNull(),
    unit: documentLineUnitEnum('unit').notNull(),
    /** How many days, weeks or pieces per item. */
    unitCount: integer('unit_count').notNull(),
    rate: numeric('rate', { precision: 12, scale: 2 }).notNull(),
    /** quantity × unitCount × rate (negative on a credit note). */
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    /** Percent, e.g. 21.00. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('document_lines_document_position_idx').on(t.documentId, t.position)],
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
