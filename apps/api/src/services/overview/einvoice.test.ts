// E-invoices (UBL): every seeded invoice and credit note passes the published EN 16931 and Peppol
// BIS 3.0 rules, a broken one does not, and the endpoints keep to prices and the selected client.
// The rules run on PGlite only: the XML does not depend on the engine, and they take seconds.
import { sql } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../auth/tenant';
import { storedZipEntries } from '../../testing/files';
import { loadEinvoiceRules, type RuleResult } from '../../testing/einvoice-rules';
import { createHarness, type Harness } from '../../testing/harness';
import { documentDetail } from './document-detail';
import { loadParties } from './einvoice/parties';
import { buildUbl } from './einvoice/ubl';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rowsOf = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const rootOf = (xml: string) => {
  const root = create(xml).root();
  return { name: root.node.nodeName, id: root.find((n) => n.node.nodeName === 'cbc:ID')?.node.textContent };
};

describe.skipIf(Boolean(process.env['DATABASE_URL']))('the published e-invoice rules', () => {
  let validate: (xml: string) => RuleResult;
  beforeAll(() => {
    validate = loadEinvoiceRules();
  }, 300_000);

  it('passes every seeded invoice and credit note (EN 16931 and Peppol BIS 3.0)', async () => {
    const docs = await rowsOf<{ id: number; clientId: number }>(`SELECT id, client_id AS "clientId" FROM documents WHERE type <> 'delivery_note' ORDER BY id`);
    const started = Date.now();
    const failures: string[] = [];
    const warnings = new Map<string, number>();
    let inRules = 0;
    for (const clientId of new Set(docs.map((d) => d.clientId))) {
      const parties = await loadParties(h.database.db, { clientId } as Tenant);
      expect(parties, `client ${clientId}`).not.toBeNull();
      for (const doc of docs.filter((d) => d.clientId === clientId)) {
        const detail = await documentDetail(h.database.db, doc.id, { clientId, projectIds: null }, true);
        const xml = buildUbl(detail!, parties!);
        const ruling = Date.now();
        const result = validate(xml);
        inRules += Date.now() - ruling;
        failures.push(...result.fatal.map((f) => `${detail!.number}: ${f.ruleSet} ${f.id} ${f.text.slice(0, 200)} at ${f.location}`));
        for (const w of result.warnings) warnings.set(`${w.ruleSet} ${w.id}`, (warnings.get(`${w.ruleSet} ${w.id}`) ?? 0) + 1);
      }
    }
    // Known warning: DE-R-019 (IBAN check digits) on the German opCo's documents. Its IBAN is valid
    // (lib/iban.test.ts); SaxonJS holds xs:integer as a double, so the rule's mod 97 of a 24-digit
    // number is wrong. A warning only: it does not fail the test.
    console.info(`e-invoice rules: ${docs.length} documents in ${((Date.now() - started) / 1000).toFixed(1)} s (${(inRules / 1000).toFixed(1)} s in the rules); warnings: ${JSON.stringify(Object.fromEntries(warnings))}`);
    expect(docs.length).toBeGreaterThan(100);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('rejects an invoice whose total is a cent off (BR-CO-15)', async () => {
    const [doc] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id LIMIT 1`);
    const xml = (await h.get(`/api/overview/documents/${doc!.id}/ubl`)).body;
    expect(validate(xml).fatal).toEqual([]);
    const broken = xml.replace(/<cbc:TaxInclusiveAmount currencyID="EUR">(\d+)\.(\d\d)</, (_, units: string, cents: string) =>
      `<cbc:TaxInclusiveAmount currencyID="EUR">${((Number(units) * 100 + Number(cents) + 1) / 100).toFixed(2)}<`);
    expect(broken).not.toBe(xml);
    expect(validate(broken).fatal.map((f) => f.id)).toContain('BR-CO-15');
  });
});

describe('GET /api/overview/documents/:id/ubl', () => {
  it('gives an invoice as a UBL Invoice and a credit note as a CreditNote naming the invoice it corrects', async () => {
    const [invoice] = await rowsOf<{ id: number; number: string }>(`SELECT id, number FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id LIMIT 1`);
    const res = await h.get(`/api/overview/documents/${invoice!.id}/ubl`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number}.xml"`);
    expect(rootOf(res.body)).toEqual({ name: 'Invoice', id: invoice!.number });
    const [credit] = await rowsOf<{ id: number; number: string; corrects: string }>(`SELECT d.id, d.number, c.number AS corrects FROM documents d JOIN documents c ON c.id = d.corrects_document_id WHERE d.client_id = 1 AND d.type = 'credit_note' ORDER BY d.id LIMIT 1`);
    const body = (await h.get(`/api/overview/documents/${credit!.id}/ubl`)).body;
    expect(rootOf(body)).toEqual({ name: 'CreditNote', id: credit!.number });
    expect(body).toContain(`<cac:InvoiceDocumentReference>\n      <cbc:ID>${credit!.corrects}</cbc:ID>`);
  });

  it('refuses ben (no prices) with 403, a delivery note with 409 and another client\'s document with 404', async () => {
    const [invoice] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id LIMIT 1`);
    const ben = await h.get(`/api/overview/documents/${invoice!.id}/ubl`, 'ben@northwind.test');
    expect(ben.statusCode).toBe(403);
    expect(ben.json().code).toBe('prices_hidden');
    const [note] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'delivery_note' ORDER BY id LIMIT 1`);
    const delivery = await h.get(`/api/overview/documents/${note!.id}/ubl`);
    expect([delivery.statusCode, delivery.json().code]).toEqual([409, 'no_einvoice']);
    const [theirs] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 2 AND type = 'invoice' ORDER BY id LIMIT 1`);
    expect((await h.get(`/api/overview/documents/${theirs!.id}/ubl`)).statusCode).toBe(404);
  });

  it('answers 409 when the client lacks what Peppol needs (a database seeded before migration 0023)', async () => {
    const [doc] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 7 AND type = 'invoice' ORDER BY id LIMIT 1`);
    await rowsOf(`UPDATE corporate_clients SET endpoint_id = NULL WHERE id = 7`);
    try {
      const res = await h.get(`/api/overview/documents/${doc!.id}/ubl`, 'olga@nocontact.test', 'no-contact');
      expect([res.statusCode, res.json().code]).toEqual([409, 'no_einvoice']);
    } finally {
      await rowsOf(`UPDATE corporate_clients SET endpoint_id = '32156789' WHERE id = 7`);
    }
  });
});

describe('GET /api/overview/documents/einvoices.zip', () => {
  it('zips one <number>.xml per invoice or credit note, each well-formed UBL, leaving delivery notes out', async () => {
    const docs = await rowsOf<{ id: number; number: string; type: string }>(`SELECT id, number, type FROM documents WHERE client_id = 1 AND id IN (
      (SELECT id FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id LIMIT 2)
      UNION (SELECT id FROM documents WHERE client_id = 1 AND type = 'credit_note' ORDER BY id LIMIT 1)
      UNION (SELECT id FROM documents WHERE client_id = 1 AND type = 'delivery_note' ORDER BY id LIMIT 1)) ORDER BY id`);
    const res = await h.get(`/api/overview/documents/einvoices.zip?ids=${docs.map((d) => d.id).join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const billed = docs.filter((d) => d.type !== 'delivery_note');
    const entries = storedZipEntries(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(billed.map((d) => `${d.number}.xml`));
    expect(entries.map((e) => rootOf(e.data.toString('utf8')))).toEqual(billed.map((d) => ({ name: d.type === 'invoice' ? 'Invoice' : 'CreditNote', id: d.number })));
  });

  it('refuses ben with 403, only delivery notes with 409 and the whole ZIP with 404 when one id is another client\'s', async () => {
    const [mine] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id LIMIT 1`);
    const [note] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'delivery_note' ORDER BY id LIMIT 1`);
    expect((await h.get(`/api/overview/documents/einvoices.zip?ids=${note!.id}`)).json().code).toBe('no_einvoice');
    const [theirs] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 2 AND type = 'invoice' ORDER BY id LIMIT 1`);
    expect((await h.get(`/api/overview/documents/einvoices.zip?ids=${mine!.id}`, 'ben@northwind.test')).statusCode).toBe(403);
    const res = await h.get(`/api/overview/documents/einvoices.zip?ids=${mine!.id},${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.subarray(0, 2).toString()).not.toBe('PK');
  });
});
