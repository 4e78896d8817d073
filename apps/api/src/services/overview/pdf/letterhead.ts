// Who issues the documents: the opCo as its row in `op_cos` names it (migration 0022's legal name,
// address and VAT number), printed at the top of every PDF. One source for the invoice, the
// delivery note and the statement, so they never show two addresses for the same company.
import { eq } from 'drizzle-orm';
import type { Tenant } from '../../../auth/tenant';
import type { Db } from '../../../db/client';
import { opCos } from '../../../db/schema';

export interface Letterhead {
  name: string;
  address: string[];
  phone: string;
  email: string;
  /** Null on a database seeded before 0022 (the line is left out). */
  vatNumber: string | null;
}

export async function loadLetterhead(db: Db, opCo: Tenant['opCo']): Promise<Letterhead> {
  const [o] = await db.select().from(opCos).where(eq(opCos.code, opCo));
  if (!o) throw new Error(`opCo ${opCo} has no row`);
  const place = [o.postalCode, o.city].filter(Boolean).join(' ');
  return {
    name: o.legalName ?? o.name,
    address: [o.street, place, o.countryCode].filter((line): line is string => Boolean(line)),
    phone: o.phone,
    email: o.email,
    vatNumber: o.vatNumber,
  };
}
