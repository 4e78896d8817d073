// Project budgets that make sense against what was seeded: a budget drawn at random knows nothing
// of the documents and contracts generated later, so this pass (after them) sets each budget from
// the project's real spent + committed on the seed day, with the API's own sums (budget.ts).
// Ordinary projects use under 80 % of their budget; the showcase client's first projects in list
// order (by name) show the bar's other states: one amber (80–100 %), one red (over 100 %).
import { centsOf, committedCents, moneyText, spentCents, type OpenLine } from '../../services/company/budget';
import type { ClientSeed, SeedContext } from './context';
import { isoDay } from './random';

/** Shares of the budget that spent + committed use, in percent, cycled over ordinary projects. */
const ORDINARY_SHARES = [35, 52, 64, 71, 45, 58, 28, 67];
/** The showcase's first projects: amber, then red. Margins leave room for committed shrinking day by day. */
const SHOWCASE_SHARES = [92, 120];

type Project = SeedContext['rows']['projects'][number];

/** Spent + committed per project id on `today`, from the generated rows. */
export function usedCentsByProject(rows: SeedContext['rows'], today: string): Map<number, bigint> {
  const invoiced = new Map<number, bigint>();
  const credited = new Map<number, bigint>();
  const lastInvoiceDate = new Map<number, string>();
  for (const d of rows.documents) {
    if (d.projectId == null || d.type === 'delivery_note') continue;
    if (d.type === 'invoice' && d.date > (lastInvoiceDate.get(d.projectId) ?? '')) lastInvoiceDate.set(d.projectId, d.date);
    const sums = d.type === 'invoice' ? invoiced : credited;
    const amount = centsOf(d.amount);
    sums.set(d.projectId, (sums.get(d.projectId) ?? 0n) + (amount < 0n ? -amount : amount));
  }
  // Lines still on rent: no actual off-hire date, contract not closed (as the API reads them).
  const lines = new Map<number, OpenLine[]>();
  for (const l of rows.contractLines) {
    const contract = rows.contracts[l.contractId - 1]!;
    if (l.actualOffHireDate != null || contract.status === 'closed' || contract.projectId == null) continue;
    const open: OpenLine = { rate: l.rate, ratePeriod: l.ratePeriod, quantity: l.quantity, onRentDate: l.onRentDate, expectedOffRentDate: l.expectedOffRentDate };
    const list = lines.get(contract.projectId);
    if (list) list.push(open);
    else lines.set(contract.projectId, [open]);
  }
  const used = new Map<number, bigint>();
  for (const id of new Set([...invoiced.keys(), ...credited.keys(), ...lines.keys()])) {
    const last = lastInvoiceDate.get(id) ?? null;
    const spent = spentCents({ invoiced: moneyText(invoiced.get(id) ?? 0n), credited: moneyText(credited.get(id) ?? 0n), lastInvoiceDate: last });
    used.set(id, spent + committedCents(lines.get(id) ?? [], today, last));
  }
  return used;
}

/** The budget at which `used` is `percent` % of it, rounded up to whole hundreds (at least 100). */
export function budgetFor(used: bigint, percent: number): string {
  const HUNDRED = 10_000n;
  const exact = (used * 100n) / BigInt(percent);
  const rounded = ((exact + HUNDRED - 1n) / HUNDRED) * HUNDRED;
  return moneyText(rounded > HUNDRED ? rounded : HUNDRED);
}

/**
 * Replaces every seeded budget (a project keeps having one or none as drawn) by one relative to
 * its use; `showcase` gets the amber and red projects, which always have a budget.
 */
export function setProjectBudgets(ctx: SeedContext, clients: readonly ClientSeed[], showcase: ClientSeed): void {
  const used = usedCentsByProject(ctx.rows, isoDay(ctx.today, 0));
  const projectOf = (id: number): Project => ctx.rows.projects[id - 1]!;
  for (const client of clients) {
    const projects = client.projectIds.map(projectOf);
    const byName = projects.filter((p) => !p.archived && (used.get(p.id!) ?? 0n) > 0n).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id! - b.id!));
    const special = client === showcase ? byName.slice(0, SHOWCASE_SHARES.length) : [];
    let n = 0;
    for (const project of projects) {
      const at = special.indexOf(project);
      const use = used.get(project.id!) ?? 0n;
      if (at >= 0) project.budget = budgetFor(use, SHOWCASE_SHARES[at]!);
      else if (project.budget != null) project.budget = budgetFor(use, ORDINARY_SHARES[n++ % ORDINARY_SHARES.length]!);
    }
  }
}
