// Loads the reference data (reference-data.ts) into a migrated database: the rights and the opCos.
// Idempotent, so every start runs it after the migrations (startup.ts) and a deployment needs no
// step of its own; `npm run db:reference` runs it alone. Rights follow the code (a new right
// arrives with the release that checks it); an opCo row is only added when missing, because its
// settings (billing cycle, cut-off, response hours, legal details) are the rental company's own
// once the row exists.
import { rightSchema } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { opCos, rights } from './schema';
import { opCoRows, rightDescriptions } from './reference-data';

export async function loadReferenceData(db: Db): Promise<void> {
  await db.insert(rights)
    .values(rightSchema.options.map((code) => ({ code, description: rightDescriptions[code] ?? code })))
    .onConflictDoUpdate({ target: rights.code, set: { description: sql`excluded.description` } });
  await db.insert(opCos).values([...opCoRows]).onConflictDoNothing({ target: opCos.code });
}
