// Orders (what the customer asked for) and contracts (what is actually on rent).
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addresses, contactPersons, projects } from './company';
import { depots, products } from './catalogue';
import { contractStatusEnum, deliveryMethodEnum, orderEventKindEnum, orderStatusEnum, ratePeriodEnum } from './enums';
import { corporateClients, users } from './organisation';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    number: text('number').notNull(),
    status: orderStatusEnum('status').notNull(),
    projectId: integer('project_id').references(() => projects.id),
    addressId: integer('address_id').references(() => addresses.id),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id),
    poReference: text('po_reference'),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The estimate when it was placed, in the opCo's currency (services/order/pricing.ts). */
    total: numeric('total', { precision: 14, scale: 2 }),
    /** Bumped by every status change: approve, reject and cancel send the version they saw. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('orders_number_idx').on(t.number), index('orders_client_created_idx').on(t.clientId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
    startDate: date('start_date').notNull(),
    expectedEndDate: date('expected_end_date').notNull(),
    deliveryMethod: deliveryMethodEnum('delivery_method').notNull(),
    depotId: integer('depot_id').references(() => depots.id),
    /** This line's share of the order's estimate when it was placed (rates change later). */
    cost: numeric('cost', { precision: 14, scale: 2 }),
    /** The line's own PO reference when the customer needs one per line; null: the order's. */
    poReference: text('po_reference'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** An order's history: placed, approved or rejected (with the reason), confirmed, … */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderEventKindEnum('kind').notNull(),
    /** Null for what the rental company did (confirmed, delivered, closed). */
    userId: integer('user_id').references(() => users.id),
    reason: text('reason'),
    /** A `dates_changed` step: the order's period before and after (null for every other kind). */
    fromStartDate: date('from_start_date'),
    fromEndDate: date('from_end_date'),
    toStartDate: date('to_start_date'),
    toEndDate: date('to_end_date'),
    /** A `po_changed` step: the order's PO reference before and after (null: none). */
    fromPo: text('from_po'),
    toPo: text('to_po'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    number: text('number').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    projectId: integer('project_id').references(() => projects.id),
    status: contractStatusEnum('status').notNull(),
    /** Passed on from its order (or its project's PO): what its invoices quote and the PO budgets group by. */
    poReference: text('po_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A summary of the contract's lines, kept by triggers on contract_lines (migration 0013), so
    // the list, its period filter and its search read one row per contract instead of its lines.
    startDate: date('start_date'),
    endDate: date('end_date'),
    lineCount: integer('line_count').notNull().default(0),
    /** The lines' fleet numbers, one per line of text. */
    fleetNumbers: text('fleet_numbers').notNull().default(''),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('contracts_number_idx').on(t.number),
    // Page order, then every column a page, its filters (status, project, period) and its count
    // read: index-only scans that skip non-matching contracts without visiting the table.
    index('contracts_client_idx').on(t.clientId, t.createdAt, t.id, t.status, t.projectId, t.startDate, t.endDate, t.lineCount, t.number),
  ],
);

export const contractLines = pgTable(
  'contract_lines',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    fleetNumber: text('fleet_number').notNull(),
    quantity: integer('quantity').notNull(),
    onRentDate: date('on_rent_date').notNull(),
    expectedOffRentDate: date('expected_off_rent_date').notNull(),
    actualOffHireDate: date('actual_off_hire_date'),
    rate: numeric('rate', { precision: 12, scale: 2 }).notNull(),
    ratePeriod: ratePeriodEnum('rate_period').notNull(),
  },
  // The dates the summaries and the period filter read, so they need no table access.
  (t) => [index('contract_lines_contract_idx').on(t.contractId, t.onRentDate, t.expectedOffRentDate, t.actualOffHireDate)],
);
