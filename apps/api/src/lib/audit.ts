// One line per security-relevant event in the audit_log table: who (the signed-in user, or the
// account a sign-in event is about), when, from where (address and browser), in which client, and
// what. Read by people investigating an incident, so never a password or a token.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction =
  | 'auth.login_failed'
  | 'auth.locked_out'
  | 'auth.refresh_reused'
  | 'password.reset_requested'
  | 'password.reset_done'
  | 'password.changed'
  | 'password.change_failed'
  | 'sessions.signed_out_others'
  | 'role.created'
  | 'role.changed'
  | 'role.archived'
  | 'role.restored'
  | 'user.invited'
  | 'user.roles_changed'
  | 'user.projects_changed'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'user.invitation_accepted'
  | 'user.invitation_declined';

export interface AuditEntry {
  /** Default: the signed-in caller; null when nobody is known. */
  actorUserId?: number | null;
  /** What the action concerns: an email, `user:<id>`, `role:<id>`. */
  subject?: string | null;
  /** Default: the client selected by the request, if any. */
  clientId?: number | null;
  details?: Record<string, unknown>;
}

const USER_AGENT_MAX = 512;
/** A safety net: callers pass ids and names, but nothing secret-looking is ever stored. */
const SECRET_KEY = /pass(word)?|token|secret|cookie|authori[sz]ation|hash/i;
const withoutSecrets = (details: Record<string, unknown>) => Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)));

/**
 * Records the event. The change it describes has happened (or been refused) already: a failure to
 * write the line is logged as an error rather than turned into a failed request.
 */
export async function audit(ctx: { db: Db }, request: FastifyRequest, action: AuditAction, entry: AuditEntry = {}): Promise<void> {
  const userAgent = request.headers['user-agent'];
  try {
    await ctx.db.insert(auditLog).values({
      actorUserId: entry.actorUserId === undefined ? (request.principal?.userId ?? null) : entry.actorUserId,
      action,
      subject: entry.subject ?? null,
      clientId: entry.clientId === undefined ? (request.tenant?.clientId ?? null) : entry.clientId,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null,
      details: entry.details ? withoutSecrets(entry.details) : null,
    });
  } catch (error) {
    request.log.error({ err: error, audit: action }, 'could not write the audit log');
  }
}
