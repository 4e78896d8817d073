import { sql } from 'drizzle-orm';

/** The caller's preferred language, read in the same statement (a profile change counts at once). */
export const preferredLanguage = (userId: number) => sql`(SELECT u.preferred_language::text FROM users u WHERE u.id = ${userId})`;

/** A product's name in the caller's language (`p` is the products alias of the query). */
export const productNameSql = (userId: number) => sql<string>`(p.names ->> ${preferredLanguage(userId)})`;
