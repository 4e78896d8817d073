// The answer to each `Idempotency-Key` of a create (`POST /orders`, `/requests`, `/assets`): a
// retry with the same key and body gets the same answer; the unique (user, key) makes concurrent
// retries meet in the database. One table for all: a key names one create, whatever it created.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addresses, contactPersons, projects } from './company';
import { memberships, roles, users } from './organisation';
import { assets, feedback } from './records';
import { requests } from './requests';
import { orders } from './rental';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    key: uuid('key').notNull(),
    /** SHA-256 of the client and the canonical JSON of the body. */
    requestHash: text('request_hash').notNull(),
    /** What the key created (exactly one): an order, a request, an asset or a company item. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    /** An invitation creates (or reactivates) a membership. */
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    feedbackId: integer('feedback_id').references(() => feedback.id, { onDelete: 'cascade' }),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    index('idempotency_keys_request_idx').on(t.requestId),
    index('idempotency_keys_asset_idx').on(t.assetId),
    check('idempotency_keys_one_target', sql`num_nonnulls(${t.orderId}, ${t.requestId}, ${t.assetId}, ${t.projectId}, ${t.addressId}, ${t.contactPersonId}, ${t.roleId}, ${t.membershipId}, ${t.feedbackId}) = 1`),
  ],
);
