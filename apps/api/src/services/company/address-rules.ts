// The default delivery address: at most one per client (a partial unique index holds it). Setting
// it on one address takes it from the other in the same transaction; archiving the default
// address clears it (archive route), and an archived address cannot become the default.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/problem';

/**
 * Takes the flag from the client's other addresses (their version moves on: an edit based on the
 * old one must not set it back unseen). The client row is locked first, so two writes that both
 * set a default queue here instead of meeting the unique index. NO KEY UPDATE: inserts elsewhere
 * that merely reference the client are not held up.
 */
export async function takeDefaultDelivery(tx: Db, clientId: number, addressId: number | null): Promise<void> {
  await tx.execute(sql`SELECT id FROM corporate_clients WHERE id = ${clientId} FOR NO KEY UPDATE`);
  await tx.execute(sql`
    UPDATE addresses SET default_delivery = false, version = version + 1
    WHERE client_id = ${clientId} AND default_delivery ${addressId === null ? sql`` : sql`AND id <> ${addressId}`}`);
}

export function refuseArchivedDefault(): never {
  throw badRequest('validation_failed', 'The address cannot be saved like this', [
    { field: 'defaultDelivery', message: 'An archived address cannot be the default delivery address; restore it first' },
  ]);
}
