// Generates the documents of a client (assets: assets.ts, requests: requests.ts).
import { count, currencyOf, type ClientSeed, type SeedContext } from './context';
import { addDocumentContent, PAYMENT_TERMS_DAYS } from './document-content';
import { createRandom, isoDay } from './random';

const YEARS_BACK = 3 * 365;

export function generateDocuments(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows, today } = ctx;
  const contentRnd = createRandom(0x1de5 + client.id);
  const invoiceIds: number[] = [];
  for (let i = 0; i < count(client, 'documents'); i++) {
    const id = rows.documents.length + 1;
    client.documentIds.push(id);
    const age = rnd.int(0, YEARS_BACK);
    const type = rnd.chance(0.7) ? 'invoice' : rnd.chance(0.33) ? 'credit_note' : 'delivery_note';
    const due = type === 'delivery_note' ? null : -age + PAYMENT_TERMS_DAYS;
    const status = due === null || due < -60 ? 'paid' : due >= 0 ? (rnd.chance(0.2) ? 'paid' : 'open') : rnd.chance(0.6) ? 'paid' : 'overdue';
    const amount = rnd.int(5000, 2_500_000) / 100;
    const doc: (typeof rows.documents)[number] & { id: number } = {
      id,
      clientId: client.id,
      type,
      number: `${type === 'invoice' ? 'INV' : type === 'credit_note' ? 'CN' : 'DN'}-${String(id).padStart(8, '0')}`,
      date: isoDay(today, -age),
      dueDate: due === null ? null : isoDay(today, due),
      amount: (type === 'credit_note' ? -amount : amount).toFixed(2),
      currency: currencyOf(client.opCo),
      status,
      projectId: rnd.pick(client.projectIds),
      orderId: rnd.chance(0.8) ? rnd.pick(client.orderIds) : null,
    };
    addDocumentContent(ctx, client, doc, contentRnd, invoiceIds);
    rows.documents.push(doc);
  }
}
