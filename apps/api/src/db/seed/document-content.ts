// The content of a seeded invoice or credit note: lines that sum to its net amount, VAT at the
// opCo country's rate, the gross as its amount, terms, payment reference and the corrected invoice.
import type * as s from '../schema';
import { paymentReference } from '../../lib/payment-reference';
import type { ClientSeed, SeedContext } from './context';
import type { Random } from './random';

/** Standard VAT rate (percent) of each opCo's country. */
export const vatRateOf: Record<ClientSeed['opCo'], number> = { nl: 21, be: 21, de: 19, pl: 23, hu: 27 };
export const PAYMENT_TERMS_DAYS = 30;

type DocumentRow = typeof s.documents.$inferInsert;
type LineRow = typeof s.documentLines.$inferInsert;

const DAY = 86_400_000;
const shiftDay = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The net for a gross at a rate: the net whose rounded VAT adds up to the gross, so the stored
 * amount (what the lists total) stays the gross. When rounding skips that gross, one cent moves.
 */
export function splitGross(grossCents: number, ratePercent: number): { net: number; vat: number } {
  const net = Math.round((grossCents * 100) / (100 + ratePercent));
  return { net, vat: Math.round((net * ratePercent) / 100) };
}

/**
 * Fills in a document's totals, terms and reference and pushes its lines. Its own Random, so the
 * main seed's sequence (and so every other seeded row) is the same as before documents had lines.
 */
export function addDocumentContent(ctx: SeedContext, client: ClientSeed, doc: DocumentRow & { id: number }, rnd: Random, invoiceIds: number[]): void {
  if (doc.type === 'delivery_note') return;
  const sign = doc.type === 'credit_note' ? -1 : 1;
  const rate = vatRateOf[client.opCo];
  const { net, vat } = splitGross(Math.round(Math.abs(Number(doc.amount)) * 100), rate);
  doc.netAmount = money(sign * net);
  doc.vatAmount = money(sign * vat);
  doc.amount = money(sign * (net + vat));
  doc.paymentTermsDays = PAYMENT_TERMS_DAYS;
  doc.paymentReference = paymentReference(client.opCo, doc.id, doc.number);
  if (doc.type === 'credit_note') doc.correctsDocumentId = invoiceIds.length > 0 ? rnd.pick(invoiceIds) : null;
  else invoiceIds.push(doc.id);

  const lines = ctx.rows.documentLines;
  const base = { documentId: doc.id, vatRate: rate.toFixed(2) };
  const end = shiftDay(doc.date, -1);
  // Rental lines take 80–95 % of the net between them; a service line takes the rest to the cent.
  const rentals = client.contractLineIds.length === 0 ? 0 : rnd.int(1, 2);
  let left = net;
  let budget = Math.floor((net * rnd.int(80, 95)) / 100);
  for (let i = 0; i < rentals; i++) {
    const contractLine = ctx.rows.contractLines[rnd.pick(client.contractLineIds) - 1]!;
    const weekly = contractLine.ratePeriod !== 'day';
    const share = i === rentals - 1 ? budget : Math.floor(budget / (rentals - i));
    // As many days or weeks as the share buys at about the contract's rate (within a year), so the
    // billed rate stays near the agreed one.
    const agreed = Math.max(1, Math.round((Number(contractLine.rate) * 100) / (contractLine.ratePeriod === 'four_weeks' ? 4 : 1)));
    let quantity = contractLine.quantity;
    let unitCount = Math.min(weekly ? 52 : 90, Math.max(1, Math.round(share / (quantity * agreed))));
    if (share < quantity * unitCount) [quantity, unitCount] = [1, 1];
    const rateCents = Math.floor(share / (quantity * unitCount));
    const lineNet = rateCents * quantity * unitCount;
    if (lineNet === 0) break;
    lines.push({
      ...base, id: lines.length + 1, position: i + 1, kind: 'rental', contractLineId: contractLine.id,
      fleetNumber: contractLine.fleetNumber, periodFrom: shiftDay(end, -(unitCount * (weekly ? 7 : 1)) + 1), periodTo: end,
      quantity, unit: weekly ? 'week' : 'day', unitCount, rate: money(sign * rateCents), netAmount: money(sign * lineNet),
    } satisfies LineRow);
    left -= lineNet;
    budget -= lineNet;
  }
  if (left === 0) return;
  const position = lines.length > 0 && lines[lines.length - 1]!.documentId === doc.id ? lines[lines.length - 1]!.position + 1 : 1;
  lines.push({
    ...base, id: lines.length + 1, position, kind: position === 1 || rnd.chance(0.5) ? 'transport' : 'damage_waiver',
    quantity: 1, unit: 'piece', unitCount: 1, rate: money(sign * left), netAmount: money(sign * left),
  } satisfies LineRow);
}
