// One document with its content (GET /documents/:id): lines, VAT per rate, totals, terms, the
// issuing opCo's legal details and, for a credit note, the invoice it corrects.
import type { DocumentDetail, DocumentLine, PortalDocument, VatBreakdown } from '@portal/shared-api-contract';
import type { Statement } from '../../db/client';
import { queryRows, type Db } from '../../db/client';
import { parsedJson } from '../../db/sql/json';
import { DOCUMENT_COLUMNS } from './statements';
import type { ClientScope } from './filters';
import { projectLimitValue, projectScopeText } from '../../db/sql/project-scope';

type Issuer = DocumentDetail['issuer'];
type DetailRow = PortalDocument & Issuer & {
  netAmount: string | null; vatAmount: string | null; paymentTermsDays: number | null; paymentReference: string | null; poReference: string | null;
  correctsId: number | null; correctsNumber: string | null;
};

// The corrected invoice is joined within the same client: a reference never shows another's number.
const DETAIL_TEXT = `
  SELECT ${DOCUMENT_COLUMNS}, d.net_amount::text AS "netAmount", d.vat_amount::text AS "vatAmount",
         d.payment_terms_days AS "paymentTermsDays", d.payment_reference AS "paymentReference", d.po_reference AS "poReference",
         c.id AS "correctsId", c.number AS "correctsNumber",
         o.legal_name AS "legalName", o.street, o.postal_code AS "postalCode", o.city, o.country_code AS "countryCode",
         o.vat_number AS "vatNumber", o.iban, o.bic
  FROM documents d LEFT JOIN projects pr ON pr.id = d.project_id
  JOIN corporate_clients cc ON cc.id = d.client_id JOIN op_cos o ON o.code = cc.op_co
  LEFT JOIN documents c ON c.id = d.corrects_document_id AND c.client_id = d.client_id
  WHERE d.id = $1 AND d.client_id = $2 AND ${projectScopeText('d.project_id', 3)}`;
const detailStatement = (id: number, scope: ClientScope): Statement<DetailRow> =>
  ({ name: 'overview_document_detail', text: DETAIL_TEXT, values: [id, scope.clientId, scope.projectIds && projectLimitValue(scope.projectIds)] });

const LINES_TEXT = `
  SELECT l.position, l.kind, p.names AS "productNames", l.fleet_number AS "fleetNumber",
         l.period_from::text AS "periodFrom", l.period_to::text AS "periodTo", l.quantity, l.unit,
         l.unit_count AS "unitCount", l.rate::text AS rate, l.net_amount::text AS "netAmount", l.vat_rate::text AS "vatRate"
  FROM document_lines l LEFT JOIN contract_lines cl ON cl.id = l.contract_line_id LEFT JOIN products p ON p.id = cl.product_id
  WHERE l.document_id = $1 ORDER BY l.position`;
const linesStatement = (documentId: number): Statement<DocumentLine> => ({ name: 'overview_document_lines', text: LINES_TEXT, values: [documentId] });

// VAT is computed per rate on the summed net (EN 16931's rule), rounded half away from zero.
const VAT_TEXT = `
  SELECT vat_rate::text AS "vatRate", sum(net_amount)::text AS "netAmount", round(sum(net_amount) * vat_rate / 100, 2)::text AS "vatAmount"
  FROM document_lines WHERE document_id = $1 GROUP BY vat_rate ORDER BY vat_rate DESC`;
const vatStatement = (documentId: number): Statement<VatBreakdown> => ({ name: 'overview_document_vat', text: VAT_TEXT, values: [documentId] });

/** The document of this client (and the caller's projects) with its content, amounts left out unless `prices`; null when not the client's. */
export async function documentDetail(db: Db, id: number, scope: ClientScope, prices: boolean): Promise<DocumentDetail | null> {
  const [row] = await queryRows(db, detailStatement(id, scope));
  if (!row) return null;
  const [lines, vat] = await Promise.all([queryRows(db, linesStatement(id)), prices ? queryRows(db, vatStatement(id)) : []]);
  const { correctsId, correctsNumber, legalName, street, postalCode, city, countryCode, vatNumber, iban, bic, ...document } = row;
  const shown = (value: string | null) => (prices ? value : null);
  return {
    ...document,
    amount: shown(document.amount),
    netAmount: shown(document.netAmount),
    vatAmount: shown(document.vatAmount),
    grossAmount: shown(document.amount),
    lines: lines.map((l) => ({ ...l, productNames: parsedJson(l.productNames), rate: shown(l.rate), netAmount: shown(l.netAmount) })),
    vatBreakdown: vat,
    corrects: correctsId === null ? null : { id: correctsId, number: correctsNumber ?? '' },
    issuer: { legalName, street, postalCode, city, countryCode, vatNumber, iban, bic },
  };
}
