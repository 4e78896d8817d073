// Platform state: availability, signing keys, sessions, password resets and the mail outbox.
import { currentRequestId } from '../../lib/request-context';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { availabilityStatusEnum, opCoEnum } from './enums';
import { corporateClients, memberships, users } from './organisation';

/** A single row (id 1) that back-office staff edit. */
export const availability = pgTable('availability', {
  id: integer('id').primaryKey(),
  status: availabilityStatusEnum('status').notNull().default('UP'),
  bannerText: text('banner_text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** The local demo's generated JWT signing key; deployed environments configure theirs (auth/keys.ts) and keep none here. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One sign-in; all refresh tokens rotated from it share the family and are revoked together. */
export const sessionFamilies = pgTable('session_families', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The browser's User-Agent at sign-in, for the profile's list of signed-in devices. */
  userAgent: text('user_agent'),
  /** Last sign-in or refresh: when this device was last seen. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: text('revoked_reason'),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull().references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a database leak does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** An invitation's token: setting the password with it accepts this membership (null for a reset). */
  membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
});

/**
 * Mail written in the same transaction as what caused it (transactional outbox), delivered over SMTP
 * by the delivery worker (mail/delivery-worker.ts). A row is claimed for a while (`locked_until`) so
 * that one process sends it; a crash mid-send lets the claim lapse and the mail goes again with the
 * same Message-ID (`message_id`), which is what makes the repeat harmless to the receiving side.
 */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  messageId: uuid('message_id').notNull().defaultRandom().unique(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The HTML part, when the mail has one (body is then its plain-text part). */
  html: text('html'),
  opCo: opCoEnum('op_co'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Failed sends so far; at MAIL_MAX_ATTEMPTS the mail is a dead letter (`dead_at`). */
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  deadAt: timestamp('dead_at', { withTimezone: true }),
  /** Extra headers sent with the mail, e.g. RFC 8058's List-Unsubscribe pair (issue 34). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  /**
   * The id of the request that wrote the mail (null from a scheduled job): filled on every insert from
   * the request being answered (lib/request-context.ts), so no call site can forget it; the worker logs it.
   */
  requestId: text('request_id').$defaultFn(() => currentRequestId() ?? sql`NULL`),
}, (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.deadAt} is null`)]);

/**
 * What concerns a user in one client (issue 34), shown under `Notifications` in the header. Written
 * in the transaction of what caused it, beside its mail; `kind` and `subject` are worded by the
 * portal in the user's language.
 */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  clientId: integer('client_id').notNull().references(() => corporateClients.id),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  link: text('link').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [index('notifications_user_client_idx').on(t.userId, t.clientId, t.id)]);

/** A user's choice per notification topic (issue 34); a topic without a row follows the defaults of `defaultTopicChannels`. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').notNull().references(() => users.id),
  topic: text('topic').notNull(),
  mail: boolean('mail').notNull(),
  portal: boolean('portal').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.topic] })]);

/**
 * One row per run of a scheduled job and period (e.g. `weekly_digest` / `2026-W48:nl`): inserting it
 * first is what lets one of several API processes do the run; `finished_at` says it completed.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  job: text('job').notNull(),
  period: text('period').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.job, t.period] })]);

/**
 * Events already told to someone, by a key that names the event and the recipient (e.g.
 * `invoice_overdue:document:42:user:7`): a sweep that runs again tells nobody twice.
 */
export const toldEvents = pgTable('told_events', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
