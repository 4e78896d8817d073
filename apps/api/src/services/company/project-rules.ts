// The server's rules for a project beyond its shape (which the contract checks: lengths, amounts,
// the end not before the start): its address is an active address of the client, and its project
// number is the client's only one with that number. A broken rule is a field error; a number taken
// by another project is its own answer, 409 `code_taken`, naming that project.
import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, projects } from '../../db/schema';
import { badRequest, HttpProblem, type FieldError } from '../../http/problem';
import type { ProjectRow, ProjectValues } from './project-read';

export interface CodeOwner {
  code: string;
  name: string;
  archived: boolean;
}

/** The client's other project with this number (ignoring case: P-12 is p-12 to people), archived ones included. */
export async function codeOwner(db: Db, clientId: number, code: string, exceptId: number | null): Promise<CodeOwner | null> {
  const [row] = await db.select({ code: projects.code, name: projects.name, archived: projects.archived }).from(projects)
    .where(and(eq(projects.clientId, clientId), sql`lower(${projects.code}) = lower(${code})`, exceptId === null ? undefined : ne(projects.id, exceptId)))
    .orderBy(projects.id).limit(1);
  return row ?? null;
}

/** 409 naming the project that has the number already (a project of the caller's own client). */
export function codeTaken(other: CodeOwner): HttpProblem {
  const message = `${other.code} is already the number of ${other.name}${other.archived ? ' (archived)' : ''}`;
  return new HttpProblem(409, 'code_taken', 'Conflict', message, [{ field: 'code', message }]);
}

/**
 * Throws 400 with every broken rule, or 409 `code_taken` when the number is the only problem. An
 * edit may keep the address it has even if that was archived since; a new choice must be an
 * active address of the client (another client's id gets the same words as one that does not exist).
 */
export async function checkProject(db: Db, clientId: number, input: ProjectValues, current: Pick<ProjectRow, 'id' | 'addressId'> | null): Promise<void> {
  const errors: FieldError[] = [];
  if (input.addressId !== null && input.addressId !== current?.addressId) {
    const [address] = await db.select({ one: sql<number>`1` }).from(addresses).where(and(eq(addresses.id, input.addressId), eq(addresses.clientId, clientId), not(addresses.archived)));
    if (!address) errors.push({ field: 'addressId', message: "Choose one of your company's active addresses" });
  }
  const taken = await codeOwner(db, clientId, input.code, current?.id ?? null);
  if (taken && !errors.length) throw codeTaken(taken);
  if (taken) errors.push(codeTaken(taken).errors![0]!);
  if (errors.length) throw badRequest('validation_failed', 'The project cannot be saved like this', errors);
}
