// Seeded requests with their lines and a history consistent with their status. The random draws
// are those of the original generator, in the same order, so giving requests lines and events did
// not reshuffle the clients seeded after them; the new details derive from the request's id.
import { count, type ClientSeed, type SeedContext } from './context';
import { opCoRows } from '../reference-data';
import { isoDay } from './random';

const YEARS_BACK = 3 * 365;
const HOUR = 3_600_000;
const requestTypes = ['off_hire', 'off_hire', 'extension', 'breakdown', 'damage', 'invoice_query', 'other'] as const;
type Status = 'submitted' | 'in_progress' | 'done' | 'rejected';

const texts = {
  breakdown: 'The engine stops after a few minutes and will not restart.',
  damage: 'A side window was cracked by falling debris on site.',
  invoice_query: 'The invoice charges two weeks, but the machine was collected after one.',
  other: 'Please call the site manager before coming.',
  collection: 'Gate B, ask for the site manager.',
  rejection: 'This line was already collected; nothing left to stop.',
};

export function generateRequests(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows, today } = ctx;
  /** Units of each line that seeded off-hires (not rejected) already stop: never more than the line has. */
  const stopped = new Map<number, number>();
  const lineOf = (id: number) => rows.contractLines[id - 1]!;
  const onRent = (id: number) => lineOf(id).quantity - (stopped.get(id) ?? 0);

  for (let i = 0; i < count(client, 'requests'); i++) {
    const id = rows.requests.length + 1;
    const age = rnd.int(0, YEARS_BACK);
    const type = rnd.pick(requestTypes);
    let status: Status = age < 14 ? rnd.pick(['submitted', 'in_progress'] as const) : rnd.chance(0.9) ? 'done' : 'rejected';
    const createdBy = rnd.pick(client.memberIds);
    const drawnLine = type === 'off_hire' || type === 'extension' || type === 'breakdown' ? rnd.pick(client.contractLineIds) : null;
    const drawnAsset = type === 'damage' ? rnd.pick(client.assetIds) : null;
    const drawnDocument = type === 'invoice_query' ? rnd.pick(client.documentIds) : null;
    const newEndDate = type === 'extension' ? isoDay(today, -age + rnd.int(14, 90)) : null;
    const createdAt = new Date(today.getTime() - age * 86_400_000 + 10 * HOUR);

    // A question is about an invoice or a credit note: the next one from the drawn document.
    // (Walked with a loop: building the rotated list, with indexOf inside its callback, was
    // quadratic in the client's documents per question and kept a scale-20 seed from finishing.)
    const docs = client.documentIds;
    const documentId = drawnDocument === null ? null
      : nextFrom(docs, docs.indexOf(drawnDocument), (d) => rows.documents[d - 1]!.type !== 'delivery_note');
    // Damage is reported on a contract line now; every fourth breakdown is about an asset.
    const lineIds = client.contractLineIds;
    let lineId = type === 'damage' ? lineIds[(drawnAsset ?? id) % lineIds.length]! : drawnLine;
    const assetId = type === 'breakdown' && id % 4 === 0 ? client.assetIds[id % client.assetIds.length]! : null;
    if (assetId) lineId = null;
    let quantity: number | null = null;
    if (type === 'off_hire' && lineId !== null && status !== 'rejected') {
      // The next line from the drawn one that still has something on rent, else it was refused.
      const start = lineIds.indexOf(lineId);
      const free = nextFrom(lineIds, start, (l) => onRent(l) > 0);
      if (free === null) status = 'rejected';
      else lineId = free;
    }
    if (type === 'off_hire' && lineId !== null) {
      quantity = status === 'rejected' ? 1 : Math.max(1, Math.min(onRent(lineId), 1 + (id % 3)));
      if (status !== 'rejected') stopped.set(lineId, (stopped.get(lineId) ?? 0) + quantity);
    }
    const line = lineId === null ? null : lineOf(lineId);
    const offHireDate = type === 'off_hire' && line ? [isoDay(createdAt, id % 5), line.onRentDate].sort().at(-1)! : null;

    rows.requests.push({
      id,
      clientId: client.id,
      number: `R-${String(id).padStart(7, '0')}`,
      type,
      status,
      createdBy,
      assetId,
      documentId,
      newEndDate,
      offHireDate,
      reference: type === 'off_hire' ? `OH-${String(id).padStart(7, '0')}` : null,
      description: type === 'off_hire' ? (id % 2 ? texts.collection : null) : type === 'extension' ? null : texts[type],
      subject: type === 'other' ? 'Site access' : null,
      machineUsable: type === 'breakdown' ? id % 3 !== 0 : null,
      ...(type === 'breakdown' ? breakdownDetails(client, id, createdAt) : {}),
      version: 1,
      createdAt,
    });
    if (line && lineId !== null) {
      const previousEndDate = type === 'extension' ? [line.expectedOffRentDate, isoDay(new Date(`${newEndDate}T00:00:00Z`), -14)].sort()[0]! : null;
      rows.requestLines.push({ id: rows.requestLines.length + 1, requestId: id, contractLineId: lineId, quantity, previousEndDate });
    }
    addEvents(ctx, id, status, createdBy, createdAt);
  }
}

/** A breakdown's urgency (down when it cannot be used), contact and the promise of its opCo then. */
function breakdownDetails(client: ClientSeed, id: number, createdAt: Date) {
  const urgency = id % 3 === 0 ? ('down' as const) : ('works_with_problems' as const);
  const opCo = opCoRows.find((o) => o.code === client.opCo)!;
  const responseHours = urgency === 'down' ? opCo.responseHoursDown : opCo.responseHoursProblems;
  const phone = `${opCo.phone.slice(0, -4)}${String(2000 + (id % 7000)).padStart(4, '0')}`;
  return {
    urgency, responseHours, responseDueAt: new Date(createdAt.getTime() + responseHours * HOUR),
    siteContactName: 'Site manager', siteContactPhone: phone.replace(/ /g, ''), machineLocation: id % 2 ? 'North yard, next to the crane' : null, accessNotes: null,
  };
}

/** submitted → in progress → done, or submitted → rejected with the rental company's note. */
function addEvents(ctx: SeedContext, requestId: number, status: Status, createdBy: number, createdAt: Date): void {
  const { rows, today } = ctx;
  const latest = today.getTime() + 10 * HOUR;
  const at = (hours: number) => new Date(Math.min(createdAt.getTime() + hours * HOUR, latest));
  const events: { status: Status; userId: number | null; at: Date; note: string | null }[] = [{ status: 'submitted', userId: createdBy, at: createdAt, note: null }];
  if (status === 'in_progress' || status === 'done') events.push({ status: 'in_progress', userId: null, at: at(4), note: null });
  if (status === 'done') events.push({ status: 'done', userId: null, at: at(48), note: null });
  if (status === 'rejected') events.push({ status: 'rejected', userId: null, at: at(24), note: texts.rejection });
  for (const e of events) rows.requestEvents.push({ id: rows.requestEvents.length + 1, requestId, ...e });
}

/** The first id from `start` on (wrapping round) that passes `test`, or null: no copy of the list. */
function nextFrom(ids: readonly number[], start: number, test: (id: number) => boolean): number | null {
  for (let k = 0; k < ids.length; k++) {
    const id = ids[(start + k) % ids.length]!;
    if (test(id)) return id;
  }
  return null;
}
