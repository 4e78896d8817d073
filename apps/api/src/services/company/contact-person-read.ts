// Reading contact persons: their columns as the contract's ContactPerson, the list's table spec
// (by last name, first name, id; q: either name, the full name or the email) and one person of
// the caller's client (another client's: 404).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactPerson, contactPersonInputSchema } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { selectRows } from '../../db/sql/rows';
import type { MasterTable } from './master-data-kit';

export const contactPersonTable: MasterTable = {
  table: 'contact_persons',
  alias: 'cp',
  order: [sql`cp.last_name`, sql`cp.first_name`],
  search: [sql`cp.first_name`, sql`cp.last_name`, sql`(cp.first_name || ' ' || cp.last_name)`, sql`cp.email`],
};

export const CONTACT_PERSON_SELECT = sql<ContactPerson>`
  cp.id, cp.first_name AS "firstName", cp.last_name AS "lastName", cp.job_title AS "jobTitle", cp.email, cp.phone, cp.archived, cp.version`;

/** A row's values of the list order, for the export's keyset. */
export const contactPersonKey = (p: ContactPerson) => [p.lastName, p.firstName, p.id];

/** One contact person of the client; `lock` holds the row until the transaction ends. */
export async function loadContactPerson(db: Db, clientId: number, id: number, lock = false): Promise<ContactPerson> {
  const [row] = await selectRows(db, CONTACT_PERSON_SELECT, sql`FROM contact_persons cp
    WHERE cp.id = ${id} AND cp.client_id = ${clientId} ${lock ? sql`FOR UPDATE` : sql``}`);
  if (!row) throw notFound();
  return row;
}

export type ContactPersonValues = z.output<typeof contactPersonInputSchema>;

/** The columns an input writes (the contract has trimmed the texts and made empty ones null). */
export const contactPersonColumns = (input: ContactPersonValues) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  jobTitle: input.jobTitle ?? null,
  email: input.email ?? null,
  phone: input.phone ?? null,
});
