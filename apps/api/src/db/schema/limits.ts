// Rate-limit counters and the addresses an account signed in from. Both live in the database, not
// in a process's memory: several API processes on one PostgreSQL server share them, so N processes
// never allow N times the attempts (auth/limiter.ts, docs/security.md).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './organisation';

/** One fixed window per key (`<limit>:<hash of what is counted>`), counted by one atomic upsert. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/**
 * Addresses (IPv4, or the /64 of IPv6) from which a user signed in successfully: when an account
 * is under attack from elsewhere, its owner's usual addresses keep their own allowance. Kept 90 days.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] }), index('sign_in_addresses_last_success_idx').on(t.lastSuccessAt)],
);
