// Reads what a document PDF shows, always within the selected client: the document, its client,
// project and order, and the contract lines of that order from which the PDF lines are derived.
import { sql } from 'drizzle-orm';
import type { DocumentType, LanguageCode } from '@portal/shared-api-contract';
import type { Tenant } from '../../../auth/tenant';
import type { Db } from '../../../db/client';
import { preferredLanguage, productNameSql } from '../../../db/sql/language';
import { seesPrices } from '../../../lib/prices';
import { columns, type RowOf } from '../../../db/sql/columns';
import { selectRows } from '../../../db/sql/rows';
import { pdfLabels } from './labels';
import { letterheads } from './letterhead';
import { documentLines, maxLines, toCents, type SourceLine } from './lines';
import type { PdfDocumentData } from './render';

/** A document (`d`) with its project (`pr`) and order (`o`), and the language of the caller's PDF. */
const documentColumns = (userId: number) => ({
  id: sql<number>`d.id`,
  type: sql<DocumentType>`d.type`,
  number: sql<string>`d.number`,
  date: sql<string>`d.date::text`,
  dueDate: sql<string | null>`d.due_date::text`,
  amount: sql<string>`d.amount::text`,
  currency: sql<string>`d.currency`,
  orderId: sql<number | null>`d.order_id`,
  projectName: sql<string | null>`pr.name`,
  orderNumber: sql<string | null>`o.number`,
  language: sql<LanguageCode | null>`${preferredLanguage(userId)}`,
});
type DocumentRow = RowOf<ReturnType<typeof documentColumns>>;

/** The caller's documents among `ids` (others are simply absent), in the order of `ids`. */
export async function loadDocumentHeads(db: Db, tenant: Tenant, userId: number, ids: number[]): Promise<DocumentRow[]> {
  const rows = await selectRows(db, columns(documentColumns(userId)), sql`
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
    ? await selectRows(db, columns({
        name: productNameSql(userId),
        fleetNumber: sql<string>`l.fleet_number`,
        quantity: sql<number>`l.quantity`,
        weight: sql<number>`(l.rate * l.quantity * 100)::float8`,
      }), sql`
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
