// Would an extension take a project over a PO budget (issue 35)? Its extra days cost what
// `Committed` would add: rate × the units still on rent × the days from the line's current end (or
// today, when that has passed) to the new end, pro rata per rate period, summed per project and
// contract PO and rounded once. po-budget-check.ts weighs that against each PO's budget, the same
// way as an order's lines.
import { sql } from 'drizzle-orm';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { columns } from '../../db/sql/columns';
import { inList } from '../../db/sql/in-list';
import { projectScope } from '../../db/sql/project-scope';
import { selectRows } from '../../db/sql/rows';
import { daysBetween, moneyText, roundScaled, scaledCents } from '../company/budget';
import { openLineColumns } from '../company/project-budget';
import { overProjectPoBudget, worstOf, type OverPoBudget } from '../order/po-budget-check';
import { todayIn } from '../order/pricing';
import { LINE_IS_OPEN } from './on-rent';

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The PO budget the extension of `lineIds` to `newEndDate` goes furthest over, or null. Lines not
 * open, of another client or outside the caller's projects add nothing (the create rules refuse them).
 */
export async function extensionOverPoBudget(db: Db, tenant: Tenant, lineIds: readonly number[], newEndDate: string): Promise<OverPoBudget | null> {
  if (!lineIds.length) return null;
  const lines = await selectRows(db, columns({ ...openLineColumns, po: sql<string>`c.po_reference` }), sql`
    FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
    WHERE l.id IN ${inList([...new Set(lineIds)])} AND c.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`c.project_id`)}
      AND c.project_id IS NOT NULL AND c.po_reference IS NOT NULL AND ${sql.raw(LINE_IS_OPEN)}`);
  const today = todayIn(tenant.opCo);
  // 1/28 cents per project and PO: exact until rounded once, as committedCents does.
  const scaled = new Map<number, Map<string, bigint>>();
  for (const line of lines) {
    const days = Math.max(0, daysBetween(later(line.expectedOffRentDate, today), newEndDate));
    if (!days) continue;
    const byPo = scaled.get(line.projectId) ?? new Map<string, bigint>();
    byPo.set(line.po, (byPo.get(line.po) ?? 0n) + scaledCents(line, days));
    scaled.set(line.projectId, byPo);
  }
  const found = [];
  for (const [projectId, byPo] of scaled)
    found.push(await overProjectPoBudget(db, tenant, projectId, new Map([...byPo].map(([po, s]) => [po, roundScaled(s)]))));
  return worstOf(found);
}

/** The request's columns recording a finding (all null when every budget holds). */
export const overPoColumns = (over: OverPoBudget | null) => ({
  overPoProjectId: over?.projectId ?? null,
  overPoReference: over?.poReference ?? null,
  overPoAmount: over ? moneyText(over.overCents) : null,
});

/** A sent extension with a changed new end: its lines weighed again. */
export async function extensionOverPoBudgetAgain(db: Db, tenant: Tenant, requestId: number, newEndDate: string): Promise<OverPoBudget | null> {
  const lines = await selectRows(db, columns({ id: sql<number>`rl.contract_line_id` }), sql`FROM request_lines rl WHERE rl.request_id = ${requestId}`);
  return extensionOverPoBudget(db, tenant, lines.map((l) => l.id), newEndDate);
}
