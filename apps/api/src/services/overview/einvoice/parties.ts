// The seller (the client's opCo) and the buyer (the selected client) as an e-invoice names them.
import type { Tenant } from '../../../auth/tenant';
import { queryRows, type Db, type Statement } from '../../../db/client';
import { parsedJson } from '../../../db/sql/json';

export interface Party {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
  vatNumber: string | null;
  registrationScheme: string | null;
  registrationNumber: string | null;
  endpointScheme: string | null;
  endpointId: string | null;
}
export interface Seller extends Party {
  /** The trading name (the legal name is `name`), phone and e-mail: the seller's contact. */
  tradingName: string;
  phone: string;
  email: string;
  language: string;
}
export interface Parties { seller: Seller; buyer: Party }

const PARTY = (t: string) => `${t}.street, ${t}.postal_code AS "postalCode", ${t}.city, ${t}.country_code AS "countryCode",
  ${t}.vat_number AS "vatNumber", ${t}.registration_scheme AS "registrationScheme", ${t}.registration_number AS "registrationNumber",
  ${t}.endpoint_scheme AS "endpointScheme", ${t}.endpoint_id AS "endpointId"`;
type Row = { seller: Seller; buyer: Party };
const PARTIES_TEXT = `
  SELECT jsonb_build_object('name', o.legal_name, 'tradingName', o.name, 'phone', o.phone, 'email', o.email,
           'language', o.default_language) || to_jsonb(s) AS seller,
         jsonb_build_object('name', cc.name) || to_jsonb(b) AS buyer
  FROM corporate_clients cc JOIN op_cos o ON o.code = cc.op_co,
       LATERAL (SELECT ${PARTY('o')}) s, LATERAL (SELECT ${PARTY('cc')}) b
  WHERE cc.id = $1`;
const partiesStatement = (clientId: number): Statement<Row> => ({ name: 'overview_einvoice_parties', text: PARTIES_TEXT, values: [clientId] });

const complete = (p: Party) => Boolean(p.name && p.street && p.city && p.postalCode && p.countryCode && p.vatNumber && p.endpointScheme && p.endpointId);

/** Both parties of the caller's client; null when either lacks what Peppol requires (a database seeded before 0023). */
export async function loadParties(db: Db, tenant: Tenant): Promise<Parties | null> {
  const [row] = await queryRows(db, partiesStatement(tenant.clientId));
  const seller = parsedJson(row?.seller ?? null);
  const buyer = parsedJson(row?.buyer ?? null);
  if (!seller || !buyer || !complete(seller) || !complete(buyer)) return null;
  return { seller, buyer };
}
