// Customer requests (off-hire, extension, breakdown, damage, invoice query, other): the request,
// the contract lines it is about, its status history and its photos.
import { boolean, customType, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { breakdownUrgencyEnum, opCoEnum, requestStatusEnum, requestTypeEnum } from './enums';
import { corporateClients, users } from './organisation';
import { assets, documents } from './records';
import { projects } from './company';
import { contractLines } from './rental';

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => corporateClients.id),
    number: text('number').notNull(),
    type: requestTypeEnum('type').notNull(),
    status: requestStatusEnum('status').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    assetId: integer('asset_id').references(() => assets.id),
    documentId: integer('document_id').references(() => documents.id),
    /** Extension: the new expected end of every line. */
    newEndDate: date('new_end_date'),
    /** Off-hire: the day the equipment stops being charged. */
    offHireDate: date('off_hire_date'),
    /** The off-hire reference answered at once for off-hire requests. */
    reference: text('reference'),
    /** Collection notes, description, question or message, depending on the type. */
    description: text('description'),
    /** Other: what it is about. */
    subject: text('subject'),
    /** Breakdown: whether the machine can still be used. */
    machineUsable: boolean('machine_usable'),
    /** Breakdown: down or works with problems; the response promised for it is fixed below at creation. */
    urgency: breakdownUrgencyEnum('urgency'),
    /** The contact on site and how to get in: a breakdown's, or an off-hire's for the pick-up. */
    siteContactName: text('site_contact_name'),
    siteContactPhone: text('site_contact_phone'),
    machineLocation: text('machine_location'),
    accessNotes: text('access_notes'),
    /** The opCo's promise for the urgency when the report came in, and created_at plus that. */
    responseHours: integer('response_hours'),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    /**
     * Off-hire pick-up window in the opCo's wall-clock time (no zone: it is the opCo's local time):
     * from the off-hire date at this time (so an edited date moves it along) until the optional end.
     */
    pickupFromTime: time('pickup_from_time'),
    pickupUntil: timestamp('pickup_until', { mode: 'string' }),
    /**
     * Extension (issue 35): the project, PO and amount by which its extra days went furthest over a
     * PO budget when it was sent; null when every budget held. Its approvers were told then.
     */
    overPoProjectId: integer('over_po_project_id').references(() => projects.id),
    overPoReference: text('over_po_reference'),
    overPoAmount: numeric('over_po_amount', { precision: 14, scale: 2 }),
    /** Bumped by every edit: an edit sends the version it saw. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('requests_number_idx').on(t.number), index('requests_client_created_idx').on(t.clientId, t.createdAt, t.id),
    // An asset's page lists its requests.
    index('requests_asset_idx').on(t.assetId)],
);

/** The contract lines a request is about: off-hire with a quantity, extension with the end it replaces. */
export const requestLines = pgTable(
  'request_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull().references(() => requests.id, { onDelete: 'cascade' }),
    contractLineId: integer('contract_line_id').notNull().references(() => contractLines.id),
    /** Off-hire: how many of the line stop; null for other types. */
    quantity: integer('quantity'),
    /** Extension: the line's expected end before the request. */
    previousEndDate: date('previous_end_date'),
  },
  // By line: what is still on rent sums the off-hires of a line; by request: the detail's lines.
  (t) => [index('request_lines_contract_line_idx').on(t.contractLineId), index('request_lines_request_idx').on(t.requestId)],
);

/** A request's status history; the note is the rental company's (why it was rejected). */
export const requestEvents = pgTable(
  'request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull().references(() => requests.id, { onDelete: 'cascade' }),
    status: requestStatusEnum('status').notNull(),
    /** Null for what the rental company did. */
    userId: integer('user_id').references(() => users.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_events_request_idx').on(t.requestId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/** Photos of a damage or breakdown report, in the database: a few small files per request. */
export const requestPhotos = pgTable(
  'request_photos',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull().references(() => requests.id, { onDelete: 'cascade' }),
    /** The type its bytes say it is, whatever the upload's header claimed. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_photos_request_idx').on(t.requestId)],
);

/** When each opCo collects equipment (its local time); a day without a row has no collections. */
export const collectionHours = pgTable(
  'collection_hours',
  {
    opCo: opCoEnum('op_co').notNull(),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    opens: time('opens').notNull(),
    closes: time('closes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.opCo, t.weekday] })],
);
