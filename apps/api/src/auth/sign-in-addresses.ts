// The address a request comes from, as the limits count it, and the addresses each account signed
// in from before. request.ip is the socket's peer unless TRUST_PROXY names the proxy hops or
// addresses whose X-Forwarded-For may be believed (config/env.ts): a client cannot choose it.
import { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { signInAddresses } from '../db/schema';

/** IPv4 as is; IPv6 by its /64, which one subscriber usually holds whole (as @fastify/rate-limit does). */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

/** Whether the user signed in successfully from this address within the kept period (a SQL condition). */
export const signedInFromBefore = (userId: unknown, address: string) =>
  sql<boolean>`exists (select 1 from ${signInAddresses} where ${signInAddresses.userId} = ${userId} and ${signInAddresses.address} = ${address})`;

export async function rememberSignInAddress(db: Db, userId: number, address: string): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.address], set: { lastSuccessAt: sql`now()` } });
}
