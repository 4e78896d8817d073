// The server's rules for a new request beyond its shape: lines, asset and document of the caller's
// client (anything else gets the same answer as an id that does not exist), dates, and for an
// off-hire no more than is still on rent. Each broken rule is a field error.
import { and, eq, not, sql } from 'drizzle-orm';
import type { RequestInput } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { assets } from '../../db/schema';
import type { FieldError } from '../../http/problem';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { LINE_IS_OPEN, STOPPED_UNITS } from './on-rent';
import { inList } from '../../db/sql/in-list';
import { isLimited, projectScope } from '../../db/sql/project-scope';

export interface ClientLine {
  id: number;
  fleetNumber: string;
  onRentDate: string;
  expectedEnd: string;
  open: boolean;
  /** What is still on rent: quantity minus what off-hires (not rejected) stop. */
  onRent: number;
}

export interface NewLine {
  contractLineId: number;
  quantity: number | null;
  previousEndDate: string | null;
}

/**
 * The client's lines among `ids`. With `lock` they are locked FOR UPDATE in id order (two
 * off-hires of the same lines queue instead of deadlocking), and what is stopped is read only
 * afterwards: a statement after the lock sees what a competitor committed while we waited.
 */
export async function clientLines(tx: Db, tenant: Pick<Tenant, 'clientId' | 'projectIds'>, ids: number[], lock: boolean): Promise<Map<number, ClientLine>> {
  if (!ids.length) return new Map();
  const rows = await selectRows(tx, columns({
    id: sql<ClientLine['id']>`l.id`,
    fleetNumber: sql<ClientLine['fleetNumber']>`l.fleet_number`,
    onRentDate: sql<ClientLine['onRentDate']>`l.on_rent_date::text`,
    expectedEnd: sql<ClientLine['expectedEnd']>`l.expected_off_rent_date::text`,
    quantity: sql<number>`l.quantity`,
    open: sql<ClientLine['open']>`${sql.raw(LINE_IS_OPEN)}`,
  }), sql`
    FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
    WHERE l.id IN ${inList(ids)} AND c.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`c.project_id`)}
    ORDER BY l.id ${lock ? sql`FOR UPDATE OF l` : sql``}`);
  const stopped = rows.length
    ? await selectRows(tx, columns({ id: sql<number>`l.id`, n: sql<number>`${sql.raw(STOPPED_UNITS)}` }), sql`FROM contract_lines l WHERE l.id IN ${inList(rows.map((r) => r.id))}`)
    : [];
  const stoppedOf = new Map(stopped.map((s) => [s.id, s.n]));
  return new Map(rows.map(({ quantity, ...r }) => [r.id, { ...r, onRent: r.open ? Math.max(0, quantity - (stoppedOf.get(r.id) ?? 0)) : 0 }]));
}

export function offHireDateErrors(date: string, today: string, lines: readonly Pick<ClientLine, 'fleetNumber' | 'onRentDate'>[]): FieldError[] {
  if (date < today) return [{ field: 'offHireDate', message: 'The off-hire date must be today or later' }];
  const early = lines.find((l) => date < l.onRentDate);
  return early ? [{ field: 'offHireDate', message: `The off-hire date cannot be before the on-rent date of ${early.fleetNumber} (${early.onRentDate})` }] : [];
}

export function newEndDateErrors(date: string, today: string, lines: readonly { fleetNumber: string; end: string | null }[]): FieldError[] {
  if (date < today) return [{ field: 'newEndDate', message: 'The new end date must be today or later' }];
  const late = lines.find((l) => l.end !== null && date <= l.end);
  return late ? [{ field: 'newEndDate', message: `The new end date must be after the current end of ${late.fleetNumber} (${late.end})` }] : [];
}

const chooseOpenLine = "Choose one of your company's open contract lines";

/** Off-hire and extension: open lines of the client, each once; off-hire within what is on rent. */
export async function checkLines(tx: Db, tenant: Tenant, body: Extract<RequestInput, { type: 'off_hire' | 'extension' }>, today: string) {
  const ids = body.lines.map((l) => l.contractLineId);
  const found = await clientLines(tx, tenant, [...new Set(ids)], body.type === 'off_hire');
  const errors: FieldError[] = [];
  const lines: NewLine[] = [];
  body.lines.forEach((input: { contractLineId: number; quantity?: number }, i) => {
    const line = found.get(input.contractLineId);
    if (!line?.open) return void errors.push({ field: `lines.${i}.contractLineId`, message: chooseOpenLine });
    if (ids.indexOf(input.contractLineId) !== i) return void errors.push({ field: `lines.${i}.contractLineId`, message: 'This line is in the request already' });
    if (input.quantity !== undefined && input.quantity > line.onRent)
      errors.push({ field: `lines.${i}.quantity`, message: line.onRent ? `Only ${line.onRent} still on rent` : 'Nothing of this line is on rent any more' });
    lines.push({ contractLineId: line.id, quantity: input.quantity ?? null, previousEndDate: body.type === 'extension' ? line.expectedEnd : null });
  });
  const chosen = [...found.values()];
  if (body.type === 'off_hire') errors.push(...offHireDateErrors(body.offHireDate, today, chosen));
  else errors.push(...newEndDateErrors(body.newEndDate, today, chosen.map((l) => ({ fleetNumber: l.fleetNumber, end: l.expectedEnd }))));
  return { errors, lines };
}

/** Breakdown, damage and invoice query: the line, asset or document must be the client's (a typed document number is resolved to its id). */
export async function checkReferences(tx: Db, tenant: Tenant, body: RequestInput) {
  const errors: FieldError[] = [];
  const lines: NewLine[] = [];
  if ((body.type === 'breakdown' || body.type === 'damage') && body.contractLineId !== undefined) {
    const line = (await clientLines(tx, tenant, [body.contractLineId], false)).get(body.contractLineId);
    if (line) lines.push({ contractLineId: line.id, quantity: null, previousEndDate: null });
    else errors.push({ field: 'contractLineId', message: "Choose one of your company's contract lines" });
  }
  if (body.type === 'breakdown' && body.assetId !== undefined) {
    const [asset] = await tx.select({ one: sql<number>`1` }).from(assets).where(and(eq(assets.id, body.assetId), eq(assets.clientId, tenant.clientId), projectScope(tenant, sql`${assets.projectId}`), not(assets.archived)));
    if (!asset) errors.push({ field: 'assetId', message: "Choose one of your company's assets" });
  }
  let documentId: number | null = null;
  if (body.type === 'invoice_query') {
    // A number as typed is looked up like the portal's search does: ignoring case, the client's own only.
    const which = body.documentNumber !== undefined ? sql`lower(number) = lower(${body.documentNumber})` : sql`id = ${body.documentId}`;
    const [document] = await selectRows(tx, columns({ id: sql<number>`id` }), sql`FROM documents WHERE ${which} AND client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`project_id`)} AND type IN ('invoice', 'credit_note')`);
    if (document) documentId = document.id;
    else if (body.documentNumber !== undefined) errors.push({ field: 'documentId', message: `Your company has no invoice or credit note ${body.documentNumber}` });
    else errors.push({ field: 'documentId', message: "Choose one of your company's invoices or credit notes" });
  }
  // A limited member's request must name something of its projects, or it could not see it itself.
  const namesNothing = !lines.length && documentId === null && !(body.type === 'breakdown' && body.assetId !== undefined);
  if (isLimited(tenant) && namesNothing && !errors.length)
    errors.push({ field: body.type === 'other' ? 'subject' : 'contractLineId', message: 'Name a contract line, asset or invoice of your projects' });
  return { errors, lines, documentId };
}
