// Issue 34: whoever stops a rental gets a confirmation with the off-hire reference, the date and
// each line with its quantity, in their language, linking to the request.
import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createHarness, type Harness } from '../testing/harness';
import { dayFromToday, openLines, send } from '../services/request/request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('confirms a stop rental to who placed it, with reference, date, lines and quantities', async () => {
  const [before] = await h.database.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  const [mine] = await openLines(h, 'FL-05031', 'rita@requestonly.test', 'request-only');
  const res = await send(h, { type: 'off_hire', offHireDate: dayFromToday(1), lines: [{ contractLineId: mine!.id, quantity: 1 }] }, { email: 'rita@requestonly.test', client: 'request-only' });
  expect(res.statusCode, res.body).toBe(201);
  const { id, reference } = res.json() as { id: number; reference: string };
  const mails = await h.database.db.select().from(outbox).where(gt(outbox.id, before?.id ?? 0));
  expect(mails.map((m) => m.recipient)).toEqual(['rita@requestonly.test']);
  const [mail] = mails;
  // Rita reads Flemish.
  expect(mail!.subject).toBe(`Stopzetting ${reference} ontvangen`);
  expect(mail!.body).toContain(`Stopzettingsreferentie: ${reference}`);
  expect(mail!.body).toMatch(new RegExp(`Stopdatum: \\d{1,2} \\S+ \\d{4}`));
  expect(mail!.body).toContain(`1 ×: ${mine!.productNames['nl-BE'] ?? mine!.productNames['en-US']} (${mine!.fleetNumber})`);
  expect(mail!.body).toContain(`http://localhost:4200/request/requests/${id}`);
  expect(mail!.html).toContain('<html lang="nl-BE">');
});

it('repeats the pick-up window, the on-site contact and the access notes (issue 35)', async () => {
  const [before] = await h.database.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  const [mine] = await openLines(h, '', 'rita@requestonly.test', 'request-only');
  // The next weekday: the Belgian opCo collects Monday to Friday, 07:30 to 16:30.
  let day = 1;
  while ([0, 6].includes(new Date(`${dayFromToday(day)}T12:00:00Z`).getUTCDay())) day++;
  const res = await send(h, {
    type: 'off_hire', offHireDate: dayFromToday(day), lines: [{ contractLineId: mine!.id, quantity: 1 }],
    pickupFromTime: '07:30', pickupUntilDate: dayFromToday(day), pickupUntilTime: '12:00', siteContactName: 'Jan Peeters', siteContactPhone: '+32 470 12 34 56', accessNotes: 'Poort 3',
  }, { email: 'rita@requestonly.test', client: 'request-only' });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await h.database.db.select().from(outbox).where(gt(outbox.id, before?.id ?? 0));
  const date = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dayFromToday(day)}T00:00:00Z`));
  expect(mail!.body).toMatch(new RegExp(`Ophaalvenster: ${date}[^\n]*07:30[^\n]*12:00\n`));
  expect(mail!.body).toContain('Contactpersoon ter plaatse: Jan Peeters, +32470123456');
  expect(mail!.body).toContain('Toegangsinformatie: Poort 3');
});
