// Raising the hash cost (ApiConfig.passwordHashCost) leaves every stored hash at its old cost: each
// is replaced at the user's next sign-in, the one moment the password itself is at hand.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, needsRehash, type ScryptCost } from './passwords';

/** Stores a new hash at `cost` when `storedHash` (just verified against `password`) was made at less. */
export async function upgradePasswordHash(db: Db, userId: number, storedHash: string, password: string, cost: ScryptCost): Promise<boolean> {
  if (!needsRehash(storedHash, cost)) return false;
  const upgraded = await hashPassword(password, cost);
  // Only over the hash just verified: a password change or reset in between wins.
  const changed = await db
    .update(users)
    .set({ passwordHash: upgraded })
    .where(and(eq(users.id, userId), eq(users.passwordHash, storedHash)))
    .returning({ id: users.id });
  return changed.length > 0;
}
