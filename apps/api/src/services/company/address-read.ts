// Reading addresses: their columns as the contract's Address, the list's table spec (by label,
// id; q: label or city) and one address of the caller's client (another client's: 404).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Address, addressInputSchema } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { selectRows } from '../../db/sql/rows';
import type { MasterTable } from './master-data-kit';

export const addressTable: MasterTable = {
  table: 'addresses',
  alias: 'ad',
  order: [sql`ad.label`],
  search: [sql`ad.label`, sql`ad.city`],
};

export const ADDRESS_SELECT = sql<Address>`
  ad.id, ad.label, ad.street, ad.postal_code AS "postalCode", ad.city, ad.country, ad.default_delivery AS "defaultDelivery", ad.archived, ad.version`;

/** A row's values of the list order, for the export's keyset. */
export const addressKey = (a: Address) => [a.label, a.id];

/** One address of the client; `lock` holds the row until the transaction ends. */
export async function loadAddress(db: Db, clientId: number, id: number, lock = false): Promise<Address> {
  const [row] = await selectRows(db, ADDRESS_SELECT, sql`FROM addresses ad
    WHERE ad.id = ${id} AND ad.client_id = ${clientId} ${lock ? sql`FOR UPDATE` : sql``}`);
  if (!row) throw notFound();
  return row;
}

export type AddressValues = z.output<typeof addressInputSchema>;

/** The columns an input writes; the country upper case as the contract made it. */
export const addressColumns = (input: AddressValues) => ({
  label: input.label,
  street: input.street,
  postalCode: input.postalCode,
  city: input.city,
  country: input.country,
  defaultDelivery: input.defaultDelivery,
});
