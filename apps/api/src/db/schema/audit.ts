// The audit log: security-relevant events with who, when and from where (docs/security.md).
// History, not state: ids are kept without foreign keys, so no later change to a user or client
// is blocked by, or cascades into, what was recorded. Never a password or a token.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it: the signed-in user, or the account concerned for sign-in events; null when unknown. */
    actorUserId: integer('actor_user_id'),
    /** `auth.login_failed`, `role.changed`, … (lib/audit.ts lists them). */
    action: text('action').notNull(),
    /** What it was done to: an email, `user:<id>`, `role:<id>`. */
    subject: text('subject'),
    clientId: integer('client_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorUserId, t.at), index('audit_log_action_idx').on(t.action, t.at)],
);
