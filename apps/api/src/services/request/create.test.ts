// POST /api/request/requests: off-hire and its rules, who may send (other types: types.test.ts).
import { createdRequestSchema } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { dayFromToday, detail, fieldsOf, get, line, openLines, send } from './request-testing';

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
/** A line of another client: Northwind Infra's (anna is a member there too, but acts for Bouw). */
const foreignLine = () => one<{ id: number }>(`SELECT min(l.id) AS id FROM contract_lines l JOIN contracts c ON c.id = l.contract_id WHERE c.client_id = 2 AND l.actual_off_hire_date IS NULL AND c.status <> 'closed'`);

describe('off-hire', () => {
  it('stops 2 of 5 excavators and a whole second line, answering the OH- reference at once', async () => {
    const excavators = (await openLines(h, 'FL-05011'))[0]!;
    const second = (await openLines(h, 'FL-05012'))[0]!;
    expect(excavators).toMatchObject({ quantity: 5, onRentQuantity: 5, offHire: null });
    expect(excavators.productNames['en-US']).toMatch(/Excavator/);
    const answer = created(await send(h, {
      type: 'off_hire', offHireDate: dayFromToday(0), collectionNotes: 'Gate B',
      lines: [{ contractLineId: excavators.id, quantity: 2 }, { contractLineId: second.id, quantity: second.onRentQuantity }],
    }));
    expect(answer).toMatchObject({ status: 'submitted', number: `R-${String(answer.id).padStart(7, '0')}`, reference: `OH-${String(answer.id).padStart(7, '0')}` });
    expect(await line(h, excavators.id)).toMatchObject({ onRentQuantity: 3, offHire: { date: dayFromToday(0), quantity: 2, reference: answer.reference } });
    expect(await line(h, second.id)).toBeUndefined();
    const overview = await h.app.inject({ url: `/api/overview/contracts/${excavators.contractId}`, headers: await h.as('anna@northwind.test', 'northwind-bouw') });
    const lines = overview.json().lines as { id: number; onRentQuantity: number; offHire: unknown }[];
    expect(lines.find((l) => l.id === excavators.id)).toMatchObject({ onRentQuantity: 3, offHire: { quantity: 2, reference: answer.reference } });
    expect(lines.find((l) => l.id === second.id)).toMatchObject({ onRentQuantity: 0 });
    const d = await detail(h, answer.id);
    expect(d).toMatchObject({ type: 'off_hire', offHireDate: dayFromToday(0), description: 'Gate B', concerns: { kind: 'contract_lines' }, can: { edit: true, addPhotos: false } });
    expect(d.lines.map((l) => l.quantity)).toEqual([2, second.onRentQuantity]);
    expect(d.events).toMatchObject([{ status: 'submitted', byName: 'Anna de Vries' }]);
  });

  it('lets rita (request module only) stop lines of her client', async () => {
    const [mine] = await openLines(h, 'FL-05031', 'rita@requestonly.test', 'request-only');
    const res = await send(h, { type: 'off_hire', offHireDate: dayFromToday(1), lines: [{ contractLineId: mine!.id, quantity: 2 }] }, { email: 'rita@requestonly.test', client: 'request-only' });
    expect(created(res).reference).toMatch(/^OH-\d{7}$/);
  });

  it('refuses a quantity above what is still on rent, saying how many are left', async () => {
    const [target] = await openLines(h, 'FL-05013');
    const res = await send(h, { type: 'off_hire', offHireDate: dayFromToday(0), lines: [{ contractLineId: target!.id, quantity: target!.onRentQuantity + 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('quantity_changed');
    expect(res.json().errors).toEqual([{ field: 'lines.0.quantity', message: `Only ${target!.onRentQuantity} still on rent` }]);
  });

  it('refuses a date in the past (opCo time zone) and one before the on-rent date', async () => {
    const [target] = await openLines(h, 'FL-05013');
    const past = await send(h, { type: 'off_hire', offHireDate: dayFromToday(-1), lines: [{ contractLineId: target!.id, quantity: 1 }] });
    expect(past.json().errors).toEqual([{ field: 'offHireDate', message: 'The off-hire date must be today or later' }]);
    await h.database.db.execute(sql`UPDATE contract_lines SET on_rent_date = ${dayFromToday(10)} WHERE id = ${target!.id}`);
    try {
      const early = await send(h, { type: 'off_hire', offHireDate: dayFromToday(5), lines: [{ contractLineId: target!.id, quantity: 1 }] });
      expect(fieldsOf(early)).toEqual(['offHireDate']);
      expect(early.json().errors[0].message).toContain(dayFromToday(10));
    } finally {
      await h.database.db.execute(sql`UPDATE contract_lines SET on_rent_date = ${target!.onRentDate} WHERE id = ${target!.id}`);
    }
  });

  it("refuses another client's line, a closed one and one twice, like lines that do not exist", async () => {
    const foreign = await foreignLine();
    const closed = await one<{ id: number }>(`SELECT min(l.id) AS id FROM contract_lines l JOIN contracts c ON c.id = l.contract_id WHERE c.client_id = 1 AND l.actual_off_hire_date IS NOT NULL`);
    const [target] = await openLines(h, 'FL-05013');
    const res = await send(h, {
      type: 'off_hire', offHireDate: dayFromToday(0),
      lines: [{ contractLineId: foreign.id, quantity: 1 }, { contractLineId: closed.id, quantity: 1 }, { contractLineId: 2_000_000, quantity: 1 }, { contractLineId: target!.id, quantity: 1 }, { contractLineId: target!.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`)).toEqual([
      "lines.0.contractLineId: Choose one of your company's open contract lines",
      "lines.1.contractLineId: Choose one of your company's open contract lines",
      "lines.2.contractLineId: Choose one of your company's open contract lines",
      'lines.4.contractLineId: This line is in the request already',
    ]);
    expect(res.body).not.toContain('Infra');
  });

  it('frees the quantity of a rejected off-hire', async () => {
    const [target] = await openLines(h, 'FL-05013');
    const answer = created(await send(h, { type: 'off_hire', offHireDate: dayFromToday(0), lines: [{ contractLineId: target!.id, quantity: target!.onRentQuantity }] }));
    expect(await line(h, target!.id)).toBeUndefined();
    await h.database.db.execute(sql`UPDATE requests SET status = 'rejected' WHERE id = ${answer.id}`);
    expect(await line(h, target!.id)).toMatchObject({ onRentQuantity: target!.onRentQuantity, offHire: target!.offHire });
  });
});

describe('who may send', () => {
  it('needs the request module (ben: 403) and MANAGE_REQUESTS, at once after the role changes', async () => {
    const body = { type: 'other', subject: 'Hello', description: 'Just saying hello.' };
    expect((await send(h, body, { email: 'ben@northwind.test' })).json()).toMatchObject({ status: 403, code: 'module_inactive' });
    const role = `(SELECT mr.role_id FROM memberships JOIN membership_roles mr ON mr.membership_id = memberships.id WHERE user_id = (SELECT id FROM users WHERE email = 'rita@requestonly.test'))`;
    await h.database.db.execute(sql.raw(`DELETE FROM role_rights WHERE role_id = ${role} AND right_code = 'MANAGE_REQUESTS'`));
    h.app.ctx.tenants.clear();
    try {
      expect((await send(h, body, { email: 'rita@requestonly.test', client: 'request-only' })).json()).toMatchObject({ status: 403, code: 'missing_right' });
      expect((await get(h, '/requests', 'rita@requestonly.test', 'request-only')).statusCode).toBe(200);
    } finally {
      await h.database.db.execute(sql.raw(`INSERT INTO role_rights (role_id, right_code) SELECT ${role}, 'MANAGE_REQUESTS'`));
      h.app.ctx.tenants.clear();
    }
  });
});

describe('pick-up window (issue 35)', () => {
  /** The next Monday–Friday at least `from` days ahead: a day the Dutch opCo collects. */
  const nextWeekday = (from: number) => {
    for (let d = from; ; d++) if (!['Sat', 'Sun'].includes(new Date(`${dayFromToday(d)}T12:00:00Z`).toUTCString().slice(0, 3))) return dayFromToday(d);
  };
  const nextSunday = () => {
    for (let d = 1; ; d++) if (new Date(`${dayFromToday(d)}T12:00:00Z`).getUTCDay() === 0) return dayFromToday(d);
  };
  const contact = { siteContactName: 'Piet Jansen', siteContactPhone: '+31 6 1234 5678' };
  const offHire = async (window: Record<string, string>) => {
    const [target] = await openLines(h);
    return send(h, { type: 'off_hire', lines: [{ contractLineId: target!.id, quantity: 1 }], ...contact, ...window });
  };
  const errorsOf = (res: { statusCode: number; json(): { code: string; errors: { field: string; message: string }[] } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    return res.json().errors;
  };

  it('answers the opCo collection hours and its local time with the lines', async () => {
    const page = (await get(h, '/requests/lines?pageSize=1')).json();
    expect(page.collectionHours).toEqual([1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:00', closes: '17:00' })));
    expect(page.now.slice(0, 10)).toBe(page.today);
    expect(page.now).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  });

  it('stores the window, the contact and the access notes, and shows them on the request', async () => {
    const from = nextWeekday(1);
    const until = nextWeekday(2);
    const answer = created(await offHire({ offHireDate: from, pickupFromTime: '07:00', pickupUntilDate: until, pickupUntilTime: '17:00', accessNotes: 'Gate B, code 4711' }));
    expect((await detail(h, answer.id)).pickup).toEqual({
      from: `${from}T07:00`, until: `${until}T17:00`, contactName: 'Piet Jansen', contactPhone: '+31612345678', accessNotes: 'Gate B, code 4711',
    });
    const { pickup } = await detail(h, created(await offHire({ offHireDate: from, pickupFromTime: '13:30' })).id);
    expect(pickup).toMatchObject({ from: `${from}T13:30`, until: null, accessNotes: null });
  });

  it('refuses a window outside the collection hours or on a day without collections, at its field', async () => {
    const day = nextWeekday(1);
    expect(errorsOf(await offHire({ offHireDate: day, pickupFromTime: '06:45', pickupUntilDate: day, pickupUntilTime: '17:15' }))).toEqual([
      { field: 'pickupFromTime', message: 'This time is outside the collection hours' },
      { field: 'pickupUntilTime', message: 'This time is outside the collection hours' },
    ]);
    expect(errorsOf(await offHire({ offHireDate: day, pickupFromTime: '17:00' }))).toEqual([{ field: 'pickupFromTime', message: 'This time is outside the collection hours' }]);
    expect(errorsOf(await offHire({ offHireDate: nextSunday(), pickupFromTime: '09:00' }))).toEqual([{ field: 'offHireDate', message: 'There are no collections on this day' }]);
  });

  it('refuses a window that starts in the past or ends before it starts', async () => {
    const day = nextWeekday(1);
    expect(errorsOf(await offHire({ offHireDate: day, pickupFromTime: '10:00', pickupUntilDate: day, pickupUntilTime: '09:30' }))).toEqual([
      { field: 'pickupUntilTime', message: 'The pick-up window must end after it starts' },
    ]);
    expect(errorsOf(await offHire({ offHireDate: day, pickupFromTime: '10:00', pickupUntilDate: dayFromToday(0), pickupUntilTime: '12:00' }))).toEqual([
      { field: 'pickupUntilDate', message: 'The pick-up window must end after it starts' },
    ]);
    // Today at midnight has passed (whatever day today is, every day collects around the clock here).
    const hours = await h.database.db.execute(sql`SELECT weekday, opens::text, closes::text FROM collection_hours WHERE op_co = 'nl'`);
    await h.database.db.execute(sql`INSERT INTO collection_hours (op_co, weekday, opens, closes) SELECT 'nl', d, '00:00', '23:59' FROM generate_series(1, 7) d
      ON CONFLICT (op_co, weekday) DO UPDATE SET opens = excluded.opens, closes = excluded.closes`);
    try {
      expect(errorsOf(await offHire({ offHireDate: dayFromToday(0), pickupFromTime: '00:00' }))).toEqual([{ field: 'pickupFromTime', message: 'The pick-up window cannot start in the past' }]);
    } finally {
      await h.database.db.execute(sql`DELETE FROM collection_hours WHERE op_co = 'nl'`);
      for (const r of (hours as unknown as { rows: { weekday: number; opens: string; closes: string }[] }).rows)
        await h.database.db.execute(sql`INSERT INTO collection_hours (op_co, weekday, opens, closes) VALUES ('nl', ${r.weekday}, ${r.opens}, ${r.closes})`);
    }
  });

  it('needs a contact and a time once a window is given, and an until with both date and time', async () => {
    const [target] = await openLines(h);
    const res = await send(h, { type: 'off_hire', offHireDate: nextWeekday(1), lines: [{ contractLineId: target!.id, quantity: 1 }], pickupUntilDate: nextWeekday(1), siteContactPhone: '12' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(['pickupFromTime', 'pickupUntilTime', 'siteContactName', 'siteContactPhone']);
  });
});
