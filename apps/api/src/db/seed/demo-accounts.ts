// Which demo accounts a database holds. Their password is published (README, PRODUCT.md), so in
// production any of them is a way in: startup.ts refuses to serve beside one.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { demoUsers } from './accounts-data';

/** The seeded logins, staff included. */
export const demoEmails: string[] = demoUsers.map((u) => u.email.toLowerCase());

/**
 * The demo's mail domains (all under `.test`, which RFC 2606 keeps out of real use): the seed's
 * colleagues of anna and the users the e2e run invites have made-up names there.
 */
export const demoDomains: string[] = [...new Set(demoEmails.map((email) => email.slice(email.indexOf('@') + 1)))];

/** The e-mail addresses of the demo accounts present (deactivated ones too), sorted. */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const emails = sql.join(demoEmails.map((e) => sql`${e}`), sql`, `);
  const domains = sql.join(demoDomains.map((d) => sql`${d}`), sql`, `);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) IN (${emails}) OR split_part(lower(${users.email}), '@', 2) IN (${domains})`)
    .orderBy(users.email);
  return rows.map((r) => r.email);
}
