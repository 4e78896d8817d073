// The stop-rental confirmation (issue 34): whoever stopped a rental gets its off-hire reference, the
// date and each line with its quantity in a mail, in their language, written with the request.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns } from '../db/sql/columns';
import { selectRows } from '../db/sql/rows';
import { notify } from '../services/notifications/notify';
import { wantsSql } from '../services/notifications/preferences';
import { enqueueMail } from './enqueue';
import type { EventMailBudget } from './event-mail-budget';
import { requestMailTexts } from './request-mail-texts';

type OpCo = 'nl' | 'be' | 'de' | 'pl' | 'hu';

/** The pick-up window, whom the driver asks and how to get in, when the request has a window. */
function pickupFacts(r: { language: string; pickupFrom: string | null; pickupUntil: string | null; contactName: string | null; contactPhone: string | null; accessNotes: string | null },
  labels: { pickup: string; contact: string; access: string }) {
  if (!r.pickupFrom) return [];
  // Wall-clock times of the opCo: read and written as UTC so the server's zone never shifts them.
  const format = new Intl.DateTimeFormat(r.language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const at = (local: string) => new Date(`${local}:00Z`);
  const window = r.pickupUntil ? format.formatRange(at(r.pickupFrom), at(r.pickupUntil)) : format.format(at(r.pickupFrom));
  return [
    { label: labels.pickup, value: window },
    { label: labels.contact, value: `${r.contactName ?? ''}, ${r.contactPhone ?? ''}` },
    ...(r.accessNotes ? [{ label: labels.access, value: r.accessNotes }] : []),
  ];
}

/** The mail only within the requester's and the company's allowance (event-mail-budget.ts); the notification always. */
export async function queueOffHireConfirmation(tx: Db, requestId: number, baseUrl: string, budget: EventMailBudget): Promise<void> {
  const [request] = await selectRows(tx, columns({
    number: sql<string>`r.number`,
    userId: sql<number>`r.created_by`,
    clientId: sql<number>`r.client_id`,
    reference: sql<string>`r.reference`,
    offHireDate: sql<string>`r.off_hire_date::text`,
    pickupFrom: sql<string | null>`to_char(r.off_hire_date + r.pickup_from_time, 'YYYY-MM-DD"T"HH24:MI')`,
    pickupUntil: sql<string | null>`to_char(r.pickup_until, 'YYYY-MM-DD"T"HH24:MI')`,
    contactName: sql<string | null>`r.site_contact_name`,
    contactPhone: sql<string | null>`r.site_contact_phone`,
    accessNotes: sql<string | null>`r.access_notes`,
    email: sql<string>`u.email`,
    firstName: sql<string>`u.first_name`,
    language: sql<string>`u.preferred_language::text`,
    client: sql<string>`c.name`,
    opCo: sql<OpCo>`c.op_co::text`,
    wantsMail: wantsSql('off_hires', 'mail'),
    wantsPortal: wantsSql('off_hires', 'portal'),
  }), sql`FROM requests r JOIN users u ON u.id = r.created_by JOIN corporate_clients c ON c.id = r.client_id WHERE r.id = ${requestId}`);
  if (!request) return;
  const link = `/request/requests/${requestId}`;
  if (request.wantsPortal) await notify(tx, { userId: request.userId, clientId: request.clientId }, 'off_hire_placed', request.reference, link);
  if (!request.wantsMail || !(await budget.allows(tx, request.userId, request.clientId))) return;
  const lines = await selectRows(tx, columns({
    name: sql<string>`coalesce(p.names->>${request.language}, p.names->>'en-US', p.code)`,
    fleetNumber: sql<string>`cl.fleet_number`,
    quantity: sql<number>`rl.quantity`,
  }), sql`FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id JOIN products p ON p.id = cl.product_id
    WHERE rl.request_id = ${requestId} ORDER BY rl.id`);
  const t = requestMailTexts(request.language);
  // A calendar date: formatted as that day wherever the server runs.
  const date = new Intl.DateTimeFormat(request.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${request.offHireDate}T00:00:00Z`));
  const facts = { firstName: request.firstName, number: request.number, reference: request.reference, date, client: request.client };
  await enqueueMail(tx, request.email, {
    language: request.language,
    opCo: request.opCo,
    subject: t.subject(facts),
    greeting: t.greeting(facts),
    paragraphs: [t.body(facts)],
    facts: [
      { label: t.labels.reference, value: request.reference },
      { label: t.labels.date, value: date },
      ...lines.map((l) => ({ label: t.labels.line(l.quantity ?? 0), value: `${l.name} (${l.fleetNumber})` })),
      ...pickupFacts(request, t.labels),
    ],
    action: { label: t.action, url: `${baseUrl.replace(/\/$/, '')}${link}` },
    footer: t.footer(facts),
    unsubscribe: { userId: request.userId, topic: 'off_hires' },
  });
}
