// Rotating refresh tokens grouped in session families (OAuth 2.0 BCP for browser-based apps):
// each refresh spends the token and issues the next; presenting a spent token again means it was
// stolen or replayed, so the whole family is revoked.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessionFamilies, users } from '../db/schema';
import { unauthorized } from '../http/problem';
import { announceRevocation } from './revocations';

export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;
/** A sign-in lasts at most this long, however often it is refreshed. */
export const FAMILY_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

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
  // Every one, live or not: a refresh in flight (old token spent, next one not stored yet) looks
  // dead for a moment and must not slip through.
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

/**
 * Spends `token` and returns the user, the session family and the next token, or throws 401.
 * `onReuse` hears of a spent token presented again (its family is revoked first).
 */
export async function rotateSession(db: Db, token: string, onReuse?: (reused: ReusedToken) => Promise<void>): Promise<{ userId: number; familyId: string; token: string }> {
  const tokenHash = hashToken(token);
  // The conditional update is the spend: of two concurrent refreshes only one can win.
  const [spent] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt });
  if (!spent) {
    const [known] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (known) {
      await revokeFamily(db, known.familyId, 'refresh token reuse');
      if (onReuse) {
        const [family] = await db.select({ userId: sessionFamilies.userId }).from(sessionFamilies).where(eq(sessionFamilies.id, known.familyId));
        await onReuse({ familyId: known.familyId, userId: family?.userId ?? null });
      }
      throw unauthorized('refresh_token_reused', 'The session was ended for your safety; please sign in again');
    }
    throw unauthorized('invalid_refresh_token');
  }
  const [family] = await db
    .select({ userId: sessionFamilies.userId, revokedAt: sessionFamilies.revokedAt, createdAt: sessionFamilies.createdAt, active: users.active })
    .from(sessionFamilies)
    .innerJoin(users, eq(users.id, sessionFamilies.userId))
    .where(eq(sessionFamilies.id, spent.familyId));
  const expired = spent.expiresAt.getTime() < Date.now() || !family || family.createdAt.getTime() + FAMILY_MAX_AGE_MS < Date.now();
  if (!family || family.revokedAt || expired || !family.active) throw unauthorized('invalid_refresh_token');
  await db.update(sessionFamilies).set({ lastUsedAt: sql`now()` }).where(eq(sessionFamilies.id, spent.familyId));
  return { userId: family.userId, familyId: spent.familyId, token: await issueInFamily(db, spent.familyId) };
}

/** Ends the session the token belongs to; unknown tokens are ignored (logout always succeeds). */
export async function endSession(db: Db, token: string): Promise<void> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId, 'logout');
}
