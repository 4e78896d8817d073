// A contact person is added once: another active contact person of the client with the same name
// or the same e-mail address is the same person to the people who choose one in an order
// (issue 32: a duplicate was added without a word). Its own answer, 409 `contact_person_exists`.
import { and, eq, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersons } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { ContactPersonValues } from './contact-person-read';

/** Throws 409 `contact_person_exists`, naming the field that matches, when the client has this person already. */
export async function checkContactPerson(db: Db, clientId: number, input: ContactPersonValues, exceptId: number | null): Promise<void> {
  const sameName = and(sql`lower(${contactPersons.firstName}) = lower(${input.firstName})`, sql`lower(${contactPersons.lastName}) = lower(${input.lastName})`);
  const sameEmail = input.email ? sql`lower(${contactPersons.email}) = lower(${input.email})` : undefined;
  const [twin] = await db.select({ firstName: contactPersons.firstName, lastName: contactPersons.lastName, email: contactPersons.email }).from(contactPersons)
    .where(and(eq(contactPersons.clientId, clientId), not(contactPersons.archived), exceptId === null ? undefined : ne(contactPersons.id, exceptId), or(sameName, sameEmail)))
    .orderBy(contactPersons.id).limit(1);
  if (!twin) return;
  const byEmail = !!input.email && twin.email?.toLowerCase() === input.email.toLowerCase();
  const message = byEmail
    ? `${twin.firstName} ${twin.lastName} already has the e-mail address ${twin.email}`
    : `${twin.firstName} ${twin.lastName} is already a contact person of your company`;
  throw new HttpProblem(409, 'contact_person_exists', 'Conflict', message, [{ field: byEmail ? 'email' : 'lastName', message }]);
}
