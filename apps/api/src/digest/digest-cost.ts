// Cost to date per project for the digest: what was invoiced (less credit notes) plus what the
// lines still on rent have run up since the project's latest invoice until today, at the
// contract rates. The same definitions as the projects page's budget (company/budget.ts), but
// only until today: the budget's "committed" runs on to each line's expected end.
import type { Db } from '../db/client';
import { committedCents, spentCents } from '../services/company/budget';
import { projectMoneyFacts } from '../services/company/project-budget';

/** Cents per project id (projects with neither documents nor open lines are absent). */
export async function costToDate(db: Db, clientId: number, today: string): Promise<Map<number, bigint>> {
  const { sumsOf, linesOf } = await projectMoneyFacts(db, clientId, null);
  const cost = new Map<number, bigint>();
  for (const id of new Set([...sumsOf.keys(), ...linesOf.keys()])) {
    const documents = sumsOf.get(id) ?? { invoiced: '0', credited: '0', lastInvoiceDate: null };
    // Until today, not the expected end: lines that start later cost nothing yet, and an expected
    // end of the on-rent day makes committedCents count each line until today.
    const lines = (linesOf.get(id) ?? []).filter((l) => l.onRentDate <= today).map((l) => ({ ...l, expectedOffRentDate: l.onRentDate }));
    cost.set(id, spentCents(documents) + committedCents(lines, today, documents.lastInvoiceDate));
  }
  return cost;
}
