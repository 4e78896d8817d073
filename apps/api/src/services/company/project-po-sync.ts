// One truth for a project's PO and budget (issue 35). Since migration 0028 the budgets per PO live
// in project_po_budgets, the project's own PO number and budget having become its first row; the
// project form still edits the PO number and budget, so both are kept in step, in the transaction
// of the write, under the one version they share (the project's: a stale one is 409 before anything
// is written, and the portal keeps what was typed).
//
// Which row is the project's: the one whose PO reference is the project's PO number (ignoring case,
// as the PO budgets form does), listed first. It is found by reference, not by position, because
// that is what people see: the project form says "PO 4711, budget 20,000", so the PO budgets say
// the same of PO 4711, and nothing else. Hence, least surprise either way:
// - The project form with a PO and a budget: that PO's row takes the budget; a PO changed in the
//   form takes its row along (the old reference was a typo or is finished with); a PO without a row
//   gets one. Changing the PO to one that has a budget of its own while the old one has one too is
//   refused at the field, 409 `po_budget_taken` (one of the two budgets would be lost silently).
// - The project form without a budget (or without a PO): that PO's row goes. Removing the budget
//   removes it; a budget without a PO stays the project's own, as before 0028.
// - A caller who may not see prices keeps the stored budget (projects.ts): the row follows the PO.
// - The PO budgets form sets amounts: the project's budget becomes what it gives the project's PO
//   (none when it leaves that PO out). It never changes the project's PO number, which new orders
//   and contracts quote: renaming a PO there budgets another PO (syncProjectBudget).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectPoBudgets, projects } from '../../db/schema';
import { selectRows } from '../../db/sql/rows';
import { columns } from '../../db/sql/columns';
import { HttpProblem } from '../../http/problem';

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Brings the project's PO budget row in line with the PO and budget the project form saves, before
 * the project's row is written; answers the budget the project stores. `budget` undefined: the
 * caller may not see prices and keeps the stored one.
 */
export async function syncPoBudget(tx: Db, projectId: number, poNumber: string | null, budget: string | null | undefined): Promise<string | null> {
  const [stored] = await selectRows(tx, columns({ po: sql<string | null>`p.po_number`, budget: sql<string | null>`p.budget::text` }), sql`FROM projects p WHERE p.id = ${projectId}`);
  const rows = await tx.select({ id: projectPoBudgets.id, po: projectPoBudgets.poReference, amount: sql<string>`${projectPoBudgets.amount}::text` })
    .from(projectPoBudgets).where(eq(projectPoBudgets.projectId, projectId));
  const ofOld = rows.find((r) => same(r.po, stored?.po ?? null));
  const ofNew = rows.find((r) => same(r.po, poNumber));
  if (ofOld && ofNew && ofOld.id !== ofNew.id) {
    const message = `${ofNew.po} has a budget of its own under PO budgets: change or remove it there first`;
    throw new HttpProblem(409, 'po_budget_taken', 'Conflict', message, [{ field: 'poNumber', message }]);
  }
  const own = ofOld ?? ofNew;
  const amount = budget === undefined ? (own?.amount ?? stored?.budget ?? null) : budget;
  if (poNumber && amount !== null) {
    if (own) await tx.update(projectPoBudgets).set({ poReference: poNumber, amount }).where(eq(projectPoBudgets.id, own.id));
    else await tx.insert(projectPoBudgets).values({ projectId, poReference: poNumber, amount });
  } else if (own) {
    await tx.delete(projectPoBudgets).where(eq(projectPoBudgets.id, own.id));
  }
  return amount;
}

/** After the PO budgets were replaced: the project's budget is its PO's (none when left out), and the version moves once. */
export async function syncProjectBudget(tx: Db, clientId: number, projectId: number): Promise<void> {
  await tx.update(projects).set({
    version: sql`${projects.version} + 1`,
    budget: sql`CASE WHEN ${projects.poNumber} IS NULL THEN ${projects.budget} ELSE (
      SELECT b.amount FROM project_po_budgets b WHERE b.project_id = ${projects.id} AND lower(b.po_reference) = lower(${projects.poNumber})) END`,
  }).where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)));
}
