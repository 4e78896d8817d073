// PATCH /api/request/requests/:id: texts and dates of a Submitted request, with its version.
import { createdRequestSchema } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';
import { dayFromToday, detail, fieldsOf, openLines, patch, send } from './request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const create = async (body: unknown, email?: string, client?: string) => createdRequestSchema.parse((await send(h, body, { email, client })).json());
const offHire = async () => {
  const [target] = await openLines(h, 'FL-05011');
  return create({ type: 'off_hire', offHireDate: dayFromToday(0), lines: [{ contractLineId: target!.id, quantity: 1 }] });
};

describe('editing a request', () => {
  it('changes the date and collection notes of an off-hire and bumps the version', async () => {
    const { id } = await offHire();
    const res = await patch(h, id, { version: 1, offHireDate: dayFromToday(3), collectionNotes: 'Call first' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(h, id)).toMatchObject({ offHireDate: dayFromToday(3), description: 'Call first', version: 2 });
  });

  it('keeps the pick-up window within the collection hours when the date moves it (issue 35)', async () => {
    const day = (from: number, weekend: boolean) => {
      for (let d = from; ; d++) if ([0, 6].includes(new Date(`${dayFromToday(d)}T12:00:00Z`).getUTCDay()) === weekend) return dayFromToday(d);
    };
    // A line the other tests here do not stop.
    const target = (await openLines(h)).find((l) => !['FL-05011', 'FL-05013'].includes(l.fleetNumber));
    const { id } = await create({
      type: 'off_hire', offHireDate: day(1, false), lines: [{ contractLineId: target!.id, quantity: 1 }], pickupFromTime: '09:00', siteContactName: 'Piet', siteContactPhone: '+31612345678',
    });
    expect((await patch(h, id, { version: 1, offHireDate: day(1, true) })).json().errors).toEqual([{ field: 'offHireDate', message: 'There are no collections on this day' }]);
    const moved = day(8, false);
    expect((await patch(h, id, { version: 1, offHireDate: moved })).statusCode).toBe(200);
    expect((await detail(h, id)).pickup).toMatchObject({ from: `${moved}T09:00` });
  });

  it('answers 409 version_conflict to a stale version and invalid_status once it is no longer submitted', async () => {
    const { id } = await offHire();
    expect((await patch(h, id, { version: 1, collectionNotes: 'First' })).statusCode).toBe(200);
    expect((await patch(h, id, { version: 1, collectionNotes: 'Second' })).json()).toMatchObject({ status: 409, code: 'version_conflict' });
    await h.database.db.execute(sql`UPDATE requests SET status = 'in_progress' WHERE id = ${id}`);
    expect((await patch(h, id, { version: 2, collectionNotes: 'Third' })).json()).toMatchObject({ status: 409, code: 'invalid_status' });
    expect((await detail(h, id)).can.edit).toBe(false);
  });

  it('refuses fields of another type and dates that break the rules', async () => {
    const { id } = await offHire();
    expect(fieldsOf(await patch(h, id, { version: 1, subject: 'Nope', newEndDate: dayFromToday(9) })).sort()).toEqual(['newEndDate', 'subject']);
    expect(fieldsOf(await patch(h, id, { version: 1, offHireDate: dayFromToday(-1) }))).toEqual(['offHireDate']);
    const [a] = await openLines(h, 'FL-05013');
    const end = [a!.expectedOffRentDate, dayFromToday(0)].sort().at(-1)!;
    const later = (days: number) => new Date(Date.parse(`${end}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const ext = await create({ type: 'extension', newEndDate: later(10), lines: [{ contractLineId: a!.id }] });
    expect(fieldsOf(await patch(h, ext.id, { version: 1, newEndDate: a!.expectedOffRentDate }))).toEqual(['newEndDate']);
    expect((await patch(h, ext.id, { version: 1, newEndDate: later(20) })).json()).toMatchObject({ newEndDate: later(20), version: 2 });
  });

  it('edits the texts of the other types within their limits', async () => {
    const other = await create({ type: 'other', subject: 'Access', description: 'The gate code changes.' });
    expect((await patch(h, other.id, { version: 1, subject: 'Gate', description: 'y'.repeat(3000) })).statusCode).toBe(200);
    const damage = await create({ type: 'damage', contractLineId: (await openLines(h))[0]!.id, description: 'A dent in the bucket.' });
    expect(fieldsOf(await patch(h, damage.id, { version: 1, description: 'y'.repeat(3000) }))).toEqual(['description']);
    expect(fieldsOf(await patch(h, damage.id, { version: 1, urgency: 'down' }))).toEqual(['urgency']);
  });

  it("renews a breakdown's promised response when its urgency changes, never later for a machine that went down", async () => {
    const breakdown = await create({ type: 'breakdown', contractLineId: (await openLines(h))[0]!.id, description: 'It stops after a minute.', urgency: 'works_with_problems', siteContactPhone: '+31 6 1234 5678' });
    const hours = async (urgency: 'down' | 'works_with_problems') =>
      countRows(h.database, `SELECT response_hours_${urgency === 'down' ? 'down' : 'problems'} AS n FROM op_cos WHERE code = (SELECT op_co FROM corporate_clients WHERE id = 1)`);
    const dueOf = async () => countRows(h.database, `SELECT extract(epoch FROM response_due_at - now()) / 3600 AS n FROM requests WHERE id = ${breakdown.id}`);
    const down = await patch(h, breakdown.id, { version: 1, urgency: 'down' });
    expect(down.json()).toMatchObject({ machineUsable: false, version: 2, breakdown: { urgency: 'down', response: { hours: await hours('down') } } });
    expect(await dueOf()).toBeCloseTo(await hours('down'), 1);
    // Back to working with problems: the promise for that urgency, counted from now.
    const problems = await patch(h, breakdown.id, { version: 2, urgency: 'works_with_problems' });
    expect(problems.json()).toMatchObject({ machineUsable: true, breakdown: { urgency: 'works_with_problems', response: { hours: await hours('works_with_problems') } } });
    expect(await dueOf()).toBeCloseTo(await hours('works_with_problems'), 1);
    // Down again, with an earlier promise already made: the earlier one stays.
    await h.database.db.execute(sql.raw(`UPDATE requests SET response_due_at = now() + interval '1 hour' WHERE id = ${breakdown.id}`));
    await patch(h, breakdown.id, { version: 3, urgency: 'down' });
    expect(await dueOf()).toBeCloseTo(1, 1);
    expect(fieldsOf(await patch(h, breakdown.id, { version: 4, urgency: 'broken' as 'down' }))).toEqual(['urgency']);
  });

  it("answers 404 for another client's request and 403 without MANAGE_REQUESTS, even to its author", async () => {
    const { id } = await offHire();
    expect((await patch(h, id, { version: 1, collectionNotes: 'x' }, 'anna@northwind.test', 'northwind-infra')).statusCode).toBe(404);
    expect((await patch(h, id, { version: 1, collectionNotes: 'x' }, 'ben@northwind.test')).json()).toMatchObject({ status: 403, code: 'module_inactive' });
    const { id: someoneElses } = await offHire();
    const role = `(SELECT mr.role_id FROM memberships JOIN membership_roles mr ON mr.membership_id = memberships.id WHERE user_id = (SELECT id FROM users WHERE email = 'anna@northwind.test') AND client_id = 1)`;
    await h.database.db.execute(sql.raw(`DELETE FROM role_rights WHERE role_id = ${role} AND right_code = 'MANAGE_REQUESTS'`));
    h.app.ctx.tenants.clear();
    try {
      // Anna wrote this one, but without the right she may no longer change it (issue 10).
      expect((await detail(h, id)).can.edit).toBe(false);
      expect((await patch(h, id, { version: 1, collectionNotes: 'Mine' })).json()).toMatchObject({ status: 403, code: 'missing_right' });
      await h.database.db.execute(sql`UPDATE requests SET created_by = (SELECT id FROM users WHERE email = 'ben@northwind.test') WHERE id = ${someoneElses}`);
      expect((await detail(h, someoneElses)).can.edit).toBe(false);
      expect((await patch(h, someoneElses, { version: 1, collectionNotes: 'Not mine' })).json()).toMatchObject({ status: 403, code: 'missing_right' });
    } finally {
      await h.database.db.execute(sql.raw(`INSERT INTO role_rights (role_id, right_code) SELECT ${role}, 'MANAGE_REQUESTS'`));
      h.app.ctx.tenants.clear();
    }
  });
});
