// POST /api/request/requests: extension, breakdown, damage, invoice question and other, each with
// its rules (off-hire: create.test.ts).
import { createdRequestSchema } from '@portal/shared-api-contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { dayFromToday, detail, fieldsOf, get, openLines, send } from './request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const one = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0] as T;
const created = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(201);
  return createdRequestSchema.parse(res.json());
};
const foreignLine = () => one<{ id: number }>(`SELECT min(l.id) AS id FROM contract_lines l JOIN contracts c ON c.id = l.contract_id WHERE c.client_id = 2 AND l.actual_off_hire_date IS NULL AND c.status <> 'closed'`);

describe('the other types', () => {
  it('extends lines to a date after each current end, remembering the end it replaces', async () => {
    const [a, b] = await openLines(h, 'FL-0501');
    const latest = [a!.expectedOffRentDate, b!.expectedOffRentDate, dayFromToday(0)].sort().at(-1)!;
    const tooEarly = await send(h, { type: 'extension', newEndDate: latest === dayFromToday(0) ? dayFromToday(-1) : latest, lines: [{ contractLineId: a!.id }, { contractLineId: b!.id }] });
    expect(fieldsOf(tooEarly)).toEqual(['newEndDate']);
    const later = new Date(Date.parse(`${latest}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const answer = created(await send(h, { type: 'extension', newEndDate: later, lines: [{ contractLineId: a!.id }, { contractLineId: b!.id }] }));
    expect(answer.reference).toBeNull();
    const d = await detail(h, answer.id);
    expect(d).toMatchObject({ type: 'extension', newEndDate: later, concerns: { kind: 'contract_lines', label: expect.stringMatching(/ \+1$/) } });
    expect(d.lines.map((l) => [l.previousEndDate, l.quantity])).toEqual([[a!.expectedOffRentDate, null], [b!.expectedOffRentDate, null]]);
    expect(fieldsOf(await send(h, { type: 'extension', newEndDate: later, lines: [{ contractLineId: (await foreignLine()).id }] }))).toEqual(['lines.0.contractLineId']);
  });

  it('reports a breakdown of an asset or a line, not of both or neither', async () => {
    const asset = await one<{ id: number; name: string }>(`SELECT id, name FROM assets WHERE client_id = 1 AND NOT archived ORDER BY id LIMIT 1`);
    const text = 'It will not start since this morning.';
    const onAsset = created(await send(h, { type: 'breakdown', assetId: asset.id, description: text, urgency: 'down', siteContactPhone: '+31 6 1234 5678' }));
    expect(await detail(h, onAsset.id)).toMatchObject({ machineUsable: false, description: text, asset: { id: asset.id, name: asset.name }, concerns: { kind: 'asset', label: asset.name }, can: { addPhotos: true } });
    const [target] = await openLines(h, 'FL-05011');
    expect((await send(h, { type: 'breakdown', contractLineId: target!.id, description: text, urgency: 'works_with_problems', siteContactPhone: '+31 6 1234 5678' })).statusCode).toBe(201);
    expect(fieldsOf(await send(h, { type: 'breakdown', assetId: asset.id, contractLineId: target!.id, description: text, urgency: 'works_with_problems', siteContactPhone: '+31 6 1234 5678' }))).toEqual(['assetId']);
    expect(fieldsOf(await send(h, { type: 'breakdown', description: text, urgency: 'works_with_problems', siteContactPhone: '+31 6 1234 5678' }))).toEqual(['assetId']);
    const archived = await one<{ id: number }>(`SELECT min(id) AS id FROM assets WHERE client_id = 1 AND archived`);
    const foreign = await one<{ id: number }>(`SELECT min(id) AS id FROM assets WHERE client_id = 2`);
    for (const assetId of [archived.id, foreign.id]) expect(fieldsOf(await send(h, { type: 'breakdown', assetId, description: text, urgency: 'works_with_problems', siteContactPhone: '+31 6 1234 5678' }))).toEqual(['assetId']);
    expect(fieldsOf(await send(h, { type: 'breakdown', description: 'short', urgency: 'down', siteContactPhone: '+31612345678', assetId: asset.id }))).toEqual(['description']);
  });

  it('promises the opCo\'s response for the urgency, due from the creation time, and refuses a report without urgency or a phone', async () => {
    const [target] = await openLines(h, 'FL-05011');
    const report = { type: 'breakdown', contractLineId: target!.id, description: 'The boom drops when loaded.', urgency: 'down', siteContactName: 'Piet Bakker', siteContactPhone: '+31 6 1234 5678', machineLocation: 'North yard, by the tower crane', accessNotes: 'Gate B, ring the site office.' };
    expect(fieldsOf(await send(h, { ...report, urgency: undefined, siteContactPhone: undefined })).sort()).toEqual(['siteContactPhone', 'urgency']);
    expect(fieldsOf(await send(h, { ...report, urgency: 'soon' }))).toEqual(['urgency']);
    for (const siteContactPhone of ['06 1234 5678', 'call Piet', '']) expect(fieldsOf(await send(h, { ...report, siteContactPhone }))).toEqual(['siteContactPhone']);
    expect(fieldsOf(await send(h, { ...report, machineLocation: 'x'.repeat(301), accessNotes: 'y'.repeat(1001) })).sort()).toEqual(['accessNotes', 'machineLocation']);

    const key = randomUUID();
    const down = created(await send(h, report, { key }));
    // The same question in SQL: created_at plus the opCo's hours for `down`.
    const due = await one<{ due: Date; hours: number }>(`SELECT r.created_at + make_interval(hours => o.response_hours_down) AS due, o.response_hours_down AS hours
      FROM requests r JOIN corporate_clients c ON c.id = r.client_id JOIN op_cos o ON o.code = c.op_co WHERE r.id = ${down.id}`);
    expect(down.response).toEqual({ hours: due.hours, dueAt: new Date(due.due).toISOString(), timeZone: 'Europe/Amsterdam' });
    expect(created(await send(h, report, { key }))).toEqual(down);
    expect((await detail(h, down.id)).breakdown).toEqual({
      urgency: 'down', siteContactName: 'Piet Bakker', siteContactPhone: '+31612345678', machineLocation: 'North yard, by the tower crane', accessNotes: 'Gate B, ring the site office.', response: down.response,
    });

    // The other urgency's promise as configured then; changing it later does not move a promise already made.
    await h.database.db.execute(sql`UPDATE op_cos SET response_hours_problems = 36 WHERE code = 'nl'`);
    const problems = created(await send(h, { ...report, urgency: 'works_with_problems' }));
    expect(problems.response?.hours).toBe(36);
    await h.database.db.execute(sql`UPDATE op_cos SET response_hours_down = 2 WHERE code = 'nl'`);
    expect((await detail(h, down.id)).breakdown?.response).toEqual(down.response);
    await h.database.db.execute(sql`UPDATE op_cos SET response_hours_down = 4, response_hours_problems = 24 WHERE code = 'nl'`);
  });

  it('proposes the contact person of the order behind the line as the contact on site; 404 for another client\'s line', async () => {
    const expected = await one<{ id: number; name: string; phone: string | null }>(`SELECT l.id, cp.first_name || ' ' || cp.last_name AS name, cp.phone
      FROM contract_lines l JOIN contracts c ON c.id = l.contract_id JOIN orders o ON o.id = c.order_id JOIN contact_persons cp ON cp.id = o.contact_person_id
      WHERE c.client_id = 1 AND NOT cp.archived ORDER BY l.id LIMIT 1`);
    const res = await get(h, `/requests/site-contact?contractLineId=${expected.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: expected.name, phone: expected.phone });
    expect((await get(h, `/requests/site-contact?contractLineId=${(await foreignLine()).id}`)).statusCode).toBe(404);
    expect((await get(h, `/requests/site-contact?contractLineId=${expected.id}&assetId=1`)).statusCode).toBe(400);
  });

  it('reports damage on a line of the client', async () => {
    const [target] = await openLines(h, 'FL-05012');
    const ok = created(await send(h, { type: 'damage', contractLineId: target?.id ?? (await openLines(h))[0]!.id, description: 'The door hinge is bent.' }));
    expect((await detail(h, ok.id)).can).toEqual({ edit: true, addPhotos: true });
    expect(fieldsOf(await send(h, { type: 'damage', contractLineId: (await foreignLine()).id, description: 'The door hinge is bent.' }))).toEqual(['contractLineId']);
  });

  it("asks about an invoice or credit note of the client's own", async () => {
    const invoice = await one<{ id: number; number: string }>(`SELECT id, number FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id LIMIT 1`);
    const ok = created(await send(h, { type: 'invoice_query', documentId: invoice.id, description: 'Why two weeks for one?' }));
    expect(await detail(h, ok.id)).toMatchObject({ document: invoice, concerns: { kind: 'document', label: invoice.number } });
    const deliveryNote = await one<{ id: number }>(`SELECT min(id) AS id FROM documents WHERE client_id = 1 AND type = 'delivery_note'`);
    const foreign = await one<{ id: number }>(`SELECT min(id) AS id FROM documents WHERE client_id = 2 AND type = 'invoice'`);
    for (const documentId of [deliveryNote.id, foreign.id]) expect(fieldsOf(await send(h, { type: 'invoice_query', documentId, description: 'Why two weeks for one?' }))).toEqual(['documentId']);
  });

  it('takes the invoice number as typed, and refuses a number the client has no invoice or credit note of, saying so (issue 32)', async () => {
    const invoice = await one<{ id: number; number: string }>(`SELECT id, number FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id DESC LIMIT 1`);
    const ok = created(await send(h, { type: 'invoice_query', documentNumber: ` ${invoice.number.toLowerCase()} `, description: 'Why two weeks for one?' }));
    expect(await detail(h, ok.id)).toMatchObject({ document: invoice });
    const foreign = await one<{ number: string }>(`SELECT number FROM documents WHERE client_id = 2 AND type = 'invoice' ORDER BY id LIMIT 1`);
    for (const documentNumber of ['INV-404', foreign.number]) {
      const refused = await send(h, { type: 'invoice_query', documentNumber, description: 'Why two weeks for one?' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'documentId', message: `Your company has no invoice or credit note ${documentNumber}` }]);
    }
    // One of the two, not both and not neither.
    for (const body of [{ documentId: invoice.id, documentNumber: invoice.number }, {}])
      expect(fieldsOf(await send(h, { type: 'invoice_query', ...body, description: 'Why two weeks for one?' }))).toEqual(['documentId']);
  });

  it('sends anything else with a subject and a message', async () => {
    const ok = created(await send(h, { type: 'other', subject: 'Site access', description: 'The gate code changes on Monday.' }));
    expect(await detail(h, ok.id)).toMatchObject({ subject: 'Site access', concerns: { kind: 'none', label: null } });
    expect(fieldsOf(await send(h, { type: 'other', subject: ' ', description: 'x'.repeat(4001) })).sort()).toEqual(['description', 'subject']);
  });
});
