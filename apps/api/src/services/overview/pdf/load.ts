// Reads what a document PDF shows, always within the selected client: the document, its client,
// project and order, and the contract lines of that order from which the PDF lines are derived.
import { sql } from 'drizzle-orm';
import type { DocumentType, LanguageCode } from '@portal/shared-api-contract';
import type { Tenant } from '../../../auth/tenant';
import type { Db } from '../../../db/client';
import { preferredLanguage, productNameSql } from '../../../db/sql/language';
import { seesPrices } from '../../../lib/prices';
import { rowsOf } from '../../../db/sql/rows';
import { pdfLabels } from './labels';
import { letterheads } from './letterhead';
import { documentLines, maxLines, toCents, type SourceLine } from './lines';
import type { PdfDocumentData } from './render';

interface DocumentRow {
  id: number;
  type: DocumentType;
  number: string;
  date: string;
  dueDate: string | null;
  amount: string;
  currency: string;
  orderId: number | null;
  projectName: string | null;
  orderNumber: string | null;
  language: LanguageCode | null;
}

/** The caller's documents among `ids` (others are simply absent), in the order of `ids`. */
export async function loadDocumentHeads(db: Db, tenant: Tenant, userId: number, ids: number[]): Promise<DocumentRow[]> {
  const rows = await rowsOf<DocumentRow>(db, sql`
    SELECT d.id, d.type, d.number, d.date::text AS date, d.due_date::text AS "dueDate", d.amount::text AS amount,
           d.currency, d.order_id AS "orderId", pr.name AS "projectName", o.number AS "orderNumber",
           ${preferredLanguage(userId)} AS language
    FROM documents d
    LEFT JOIN projects pr ON pr.id = d.project_id
    LEFT JOIN orders o ON o.id = d.order_id AND o.client_id = d.client_id
    WHERE d.client_id = ${tenant.clientId} AND d.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Everything the renderer needs for one document of the caller's client. */
export async function loadPdfData(db: Db, tenant: Tenant, userId: number, doc: DocumentRow): Promise<PdfDocumentData> {
  const language = doc.language ?? 'en-US';
  const labels = pdfLabels[language] ?? pdfLabels['en-US'];
  const contractLines = doc.orderId
    ? await rowsOf<{ name: string; fleetNumber: string; quantity: number; weight: number }>(db, sql`
        SELECT ${productNameSql(userId)} AS name, l.fleet_number AS "fleetNumber", l.quantity, (l.rate * l.quantity * 100)::float8 AS weight
        FROM contracts c
        JOIN contract_lines l ON l.contract_id = c.id
        JOIN products p ON p.id = l.product_id
        WHERE c.order_id = ${doc.orderId} AND c.client_id = ${tenant.clientId}
        ORDER BY c.id, l.id
        LIMIT ${maxLines}`)
    : [];
  const sources: SourceLine[] = contractLines.map((c) => ({ description: `${c.name} (${labels.fleetNumber} ${c.fleetNumber})`, quantity: c.quantity, weight: c.weight }));
  const withAmounts = doc.type !== 'delivery_note' && seesPrices(tenant);
  return {
    language,
    letterhead: letterheads[tenant.opCo],
    clientName: tenant.name,
    type: doc.type,
    number: doc.number,
    date: doc.date,
    dueDate: doc.dueDate,
    projectName: doc.projectName,
    orderNumber: doc.orderNumber,
    currency: doc.currency,
    lines: documentLines({
      amount: doc.amount,
      withAmounts,
      sources,
      fallback: doc.type === 'delivery_note' ? labels.deliveredEquipment : labels.rentalServices,
    }),
    totalCents: withAmounts ? toCents(doc.amount) : null,
  };
}
