// GET /api/overview/documents/:id: the seeded content adds up, per opCo, and stays the client's.
import { documentDetailSchema } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatRateOf } from '../../db/seed/document-content';
import { isValidIban } from '../../lib/iban';
import { isValidBelgianStructuredReference, isValidDutchPaymentReference } from '../../lib/payment-reference';
import { createHarness, type Harness } from '../../testing/harness';
import { documentDetail } from './document-detail';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rows = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const cents = (amount: string | null) => Math.round(Number(amount) * 100);
const detailOf = async (id: number, email = 'anna@northwind.test', client = 'northwind-bouw') => {
  const res = await h.app.inject({ url: `/api/overview/documents/${id}`, headers: await h.as(email, client) });
  return { status: res.statusCode, body: res.statusCode === 200 ? documentDetailSchema.parse(res.json()) : null };
};
/** The first invoice and credit note of every client, with its opCo. */
const samples = () =>
  rows<{ id: number; client_id: number; op_co: keyof typeof vatRateOf; type: string }>(`
    SELECT DISTINCT ON (d.client_id, d.type) d.id, d.client_id, cc.op_co, d.type::text AS type
    FROM documents d JOIN corporate_clients cc ON cc.id = d.client_id
    WHERE d.type <> 'delivery_note' ORDER BY d.client_id, d.type, d.id`);

describe('document detail', () => {
  it("every opCo's documents: lines sum to the net, VAT at the country's rate, gross = net + VAT = the stored amount", async () => {
    const seen = new Set<string>();
    for (const d of await samples()) {
      const detail = (await documentDetail(h.database.db, d.id, { clientId: d.client_id, projectIds: null }, true))!;
      seen.add(d.op_co);
      const rate = vatRateOf[d.op_co];
      expect(detail.lines.length).toBeGreaterThan(0);
      expect(detail.lines.reduce((sum, l) => sum + cents(l.netAmount), 0)).toBe(cents(detail.netAmount));
      for (const l of detail.lines) {
        expect(Number(l.vatRate)).toBe(rate);
        expect(cents(l.rate) * l.quantity * l.unitCount).toBe(cents(l.netAmount));
      }
      expect(detail.vatBreakdown).toEqual([{ vatRate: rate.toFixed(2), netAmount: detail.netAmount, vatAmount: detail.vatAmount }]);
      expect(Math.abs(cents(detail.vatAmount))).toBe(Math.round((Math.abs(cents(detail.netAmount)) * rate) / 100));
      expect(cents(detail.grossAmount)).toBe(cents(detail.netAmount) + cents(detail.vatAmount));
      const [stored] = await rows<{ amount: string }>(`SELECT amount::text AS amount FROM documents WHERE id = ${d.id}`);
      expect(detail.grossAmount).toBe(stored!.amount);
      expect(isValidIban(detail.issuer.iban!)).toBe(true);
      expect(detail.issuer.iban!.slice(0, 2)).toBe(d.op_co.toUpperCase());
      if (d.op_co === 'be') expect(isValidBelgianStructuredReference(detail.paymentReference!)).toBe(true);
      else if (d.op_co === 'nl') expect(isValidDutchPaymentReference(detail.paymentReference!)).toBe(true);
      else expect(detail.paymentReference).toBe(detail.number);
      if (d.type === 'credit_note') expect(cents(detail.grossAmount)).toBeLessThan(0);
    }
    expect([...seen].sort()).toEqual(['be', 'de', 'hu', 'nl', 'pl']);
  });

  it('rental lines bill a contract line of the same client, with its fleet number', async () => {
    const wrong = await rows(`SELECT l.id FROM document_lines l JOIN documents d ON d.id = l.document_id
      LEFT JOIN contract_lines cl ON cl.id = l.contract_line_id LEFT JOIN contracts c ON c.id = cl.contract_id
      WHERE l.kind = 'rental' AND (c.client_id IS DISTINCT FROM d.client_id OR cl.fleet_number <> l.fleet_number)`);
    expect(wrong).toEqual([]);
    const sums = await rows(`SELECT d.id FROM documents d LEFT JOIN document_lines l ON l.document_id = d.id
      WHERE d.type <> 'delivery_note' GROUP BY d.id HAVING coalesce(sum(l.net_amount), -1) <> d.net_amount OR d.net_amount + d.vat_amount <> d.amount`);
    expect(sums).toEqual([]);
  });

  it('a credit note names the invoice it corrects, an invoice of the same client', async () => {
    const [note] = await rows<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'credit_note' AND corrects_document_id IS NOT NULL ORDER BY id LIMIT 1`);
    const { body } = await detailOf(note!.id);
    expect(body!.type).toBe('credit_note');
    expect(body!.corrects!.number).toMatch(/^INV-/);
    const [invoice] = await rows<{ client_id: number; type: string }>(`SELECT client_id, type::text AS type FROM documents WHERE id = ${body!.corrects!.id}`);
    expect(invoice).toEqual({ client_id: 1, type: 'invoice' });
  });

  it("anna sees the amounts and the opCo's legal details; ben (no VIEW_PRICES) the lines without any amount", async () => {
    const [invoice] = await rows<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id LIMIT 1`);
    const anna = (await detailOf(invoice!.id)).body!;
    expect(anna.grossAmount).toMatch(/^\d+\.\d\d$/);
    expect(anna.issuer).toMatchObject({ legalName: 'Atlas Rental Nederland B.V.', countryCode: 'NL', bic: 'INGBNL2A' });
    expect(anna.paymentTermsDays).toBe(30);
    const ben = await detailOf(invoice!.id, 'ben@northwind.test');
    expect(ben.status).toBe(200);
    expect(ben.body!.lines.length).toBe(anna.lines.length);
    expect(ben.body).toMatchObject({ amount: null, netAmount: null, vatAmount: null, grossAmount: null, vatBreakdown: [] });
    expect(ben.body!.lines.every((l) => l.rate === null && l.netAmount === null)).toBe(true);
    expect(JSON.stringify(ben.body)).not.toContain(anna.grossAmount!);
  });

  it("another client's document is not found", async () => {
    const [other] = await rows<{ id: number }>(`SELECT id FROM documents WHERE client_id <> 1 AND type = 'invoice' ORDER BY id LIMIT 1`);
    expect((await detailOf(other!.id)).status).toBe(404);
  });
});
