// Rotating refresh tokens grouped in session families (OAuth 2.0 BCP for browser-based apps):
// each refresh spends the token and issues the next; presenting a spent token again means it was
// stolen or replayed, so the whole family is revoked — unless it is the token just replaced,
// presented again within REFRESH_REUSE_GRACE_MS: a refresh whose answer never arrived (a dropped
// connection, a tab closed mid-refresh) or two refreshes at once (docs/security.md, "A lost refresh answer").
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessionFamilies, users } from '../db/schema';
import { unauthorized } from '../http/problem';
import { announceRevocation } from './revocations';

export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;
/** A sign-in lasts at most this long, however often it is refreshed. */
export const FAMILY_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/**
 * How long the refresh token just replaced still refreshes (by the database's clock, from its
 * rotation): long enough for a client whose answer was lost to ask again (the portal at once, a
 * reopened tab within seconds), short enough that a stolen previous token is worth little. After
 * it, presenting that token is reuse and ends the sign-in. Tests configure less
 * (`ApiConfig.refreshReuseGraceMs`).
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function issueInFamily(db: Db, familyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Kept for the list of signed-in devices; a longer header is no browser's. */
const USER_AGENT_MAX = 512;

export async function startSession(db: Db, userId: number, userAgent?: string): Promise<{ token: string; familyId: string }> {
  const familyId = randomUUID();
  await db.insert(sessionFamilies).values({ id: familyId, userId, userAgent: userAgent?.trim().slice(0, USER_AGENT_MAX) || null });
  return { token: await issueInFamily(db, familyId), familyId };
}

// Each revocation is announced (auth/revocations.ts): access tokens of the ended sessions are
// refused at their next request, in every process, not only once they expire.

export async function revokeFamily(db: Db, familyId: string, reason: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
  await announceRevocation(db, { family: familyId });
}

export async function revokeAllForUser(db: Db, userId: number, reason: string): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)));
  await announceRevocation(db, { user: userId });
}

/**
 * A sign-in that can still be refreshed: not revoked, younger than FAMILY_MAX_AGE_MS, and holding
 * an unspent refresh token that has not expired. Others are dead already and count for nothing.
 */
function liveFamiliesOf(db: Db, userId: number) {
  const now = Date.now();
  const unspent = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionFamilies.id), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, new Date(now))));
  return and(
    eq(sessionFamilies.userId, userId),
    isNull(sessionFamilies.revokedAt),
    gt(sessionFamilies.createdAt, new Date(now - FAMILY_MAX_AGE_MS)),
    exists(unspent),
  );
}

/** The user's sign-ins that can still be used, last used first. */
export function listLiveFamilies(db: Db, userId: number) {
  return db
    .select({ id: sessionFamilies.id, userAgent: sessionFamilies.userAgent, createdAt: sessionFamilies.createdAt, lastUsedAt: sessionFamilies.lastUsedAt })
    .from(sessionFamilies)
    .where(liveFamiliesOf(db, userId))
    .orderBy(desc(sessionFamilies.lastUsedAt), desc(sessionFamilies.createdAt), sessionFamilies.id);
}

/**
 * Ends every other sign-in of the user (not `keepFamilyId`, the caller's own) and says how many of
 * them still worked. Without a known family (a token issued before `sid`), all end: safer than
 * keeping any.
 */
export async function revokeOtherFamilies(db: Db, userId: number, keepFamilyId: string | null, reason: string): Promise<number> {
  const others = keepFamilyId ? ne(sessionFamilies.id, keepFamilyId) : undefined;
  const [live] = await db.select({ n: count() }).from(sessionFamilies).where(and(liveFamiliesOf(db, userId), others));
  // Every one, live or not: one that looks dead (no unspent token) may still hold the token just
  // replaced, which refreshes for REFRESH_REUSE_GRACE_MS, and must not slip through.
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt), others));
  // The kept one is forgotten too; it is simply checked again.
  await announceRevocation(db, { user: userId });
  return live?.n ?? 0;
}

/** What a refresh-token reuse revoked, for the audit log. */
export interface ReusedToken {
  familyId: string;
  userId: number | null;
}

export interface RotateOptions {
  /** How long the token just replaced still refreshes; REFRESH_REUSE_GRACE_MS unless a test says otherwise. */
  graceMs?: number;
  /** Hears of a spent token presented again after the window (its family is revoked first). */
  onReuse?: (reused: ReusedToken) => Promise<void>;
}

type Rotation =
  | { kind: 'rotated'; userId: number; familyId: string; token: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; familyId: string; userId: number };

/**
 * Spends `token` and returns the user, the session family and the next token, or throws 401.
 *
 * - An unspent token: it and every other unspent token of its family are spent (so the family is
 *   left with one live token, the one issued now).
 * - The token just replaced (spent by the family's latest rotation, less than `graceMs` ago): its
 *   answer may have been lost, or two refreshes presented it at once. Another token of the same
 *   family is issued; nothing is spent, the window is not moved, the family's absolute lifetime
 *   (FAMILY_MAX_AGE_MS from its sign-in) is not extended, and a revoked family stays revoked.
 * - Any other spent token (after the window, or older than the latest rotation): reuse. The family
 *   is revoked, `onReuse` is told, 401 `refresh_token_reused`.
 *
 * The family's row is locked for the whole decision, so concurrent refreshes, logouts and
 * revocations of one sign-in (on any process) take turns, on PostgreSQL and PGlite alike.
 */
export async function rotateSession(db: Db, token: string, { graceMs = REFRESH_REUSE_GRACE_MS, onReuse }: RotateOptions = {}): Promise<{ userId: number; familyId: string; token: string }> {
  const tokenHash = hashToken(token);
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const familyOfToken = tx.select({ id: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    const [family] = await tx
      .select({ id: sessionFamilies.id, userId: sessionFamilies.userId, revokedAt: sessionFamilies.revokedAt, createdAt: sessionFamilies.createdAt })
      .from(sessionFamilies)
      .where(eq(sessionFamilies.id, familyOfToken))
      .for('update');
    if (!family) return { kind: 'invalid' };
    // Read after the lock, in a statement of its own: it sees what a refresh that held the lock
    // before us committed (READ COMMITTED takes a new snapshot per statement).
    const [presented] = await tx
      .select({
        expiresAt: refreshTokens.expiresAt,
        spent: sql<boolean>`${refreshTokens.rotatedAt} IS NOT NULL`,
        inWindow: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - make_interval(secs => ${graceMs / 1000}::double precision), false)`,
        // Spent by the family's latest rotation: no token of the family was spent after it.
        latest: sql<boolean>`NOT EXISTS (SELECT 1 FROM refresh_tokens later WHERE later.family_id = ${refreshTokens.familyId} AND later.rotated_at > ${refreshTokens.rotatedAt})`,
        active: users.active,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, family.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!presented) return { kind: 'invalid' };
    if (presented.spent && !(presented.inWindow && presented.latest)) {
      await revokeFamily(tx, family.id, 'refresh token reuse');
      return { kind: 'reused', familyId: family.id, userId: family.userId };
    }
    const now = Date.now();
    const ended = family.revokedAt || family.createdAt.getTime() + FAMILY_MAX_AGE_MS < now || presented.expiresAt.getTime() < now || !presented.active;
    if (ended) return { kind: 'invalid' };
    if (!presented.spent) {
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, family.id), isNull(refreshTokens.rotatedAt)));
    }
    await tx.update(sessionFamilies).set({ lastUsedAt: sql`now()` }).where(eq(sessionFamilies.id, family.id));
    return { kind: 'rotated', userId: family.userId, familyId: family.id, token: await issueInFamily(tx, family.id) };
  });
  if (outcome.kind === 'invalid') throw unauthorized('invalid_refresh_token');
  if (outcome.kind === 'reused') {
    await onReuse?.({ familyId: outcome.familyId, userId: outcome.userId });
    throw unauthorized('refresh_token_reused', 'The session was ended for your safety; please sign in again');
  }
  return outcome;
}

/** Ends the session the token belongs to; unknown tokens are ignored (logout always succeeds). */
export async function endSession(db: Db, token: string): Promise<void> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId, 'logout');
}
