// A project's figures per purchase order (issue 35): the documents quoting a PO make its invoiced
// amount, the open lines of the contracts quoting it its committed amount, with the same sums as
// the project's own budget (budget.ts), each PO taking its own latest invoice as "invoiced up to
// here". Three statements per project whatever the number of POs.
//
// Committed also holds the orders placed under the PO that are not on a contract yet, at their
// quoted amounts (each line under its own PO, else its order's). A buyer's PO is spent when the
// order is placed, not when the machine arrives: leaving them out let every order of a week pass
// the budget check on its own and the PO be over by the sum of them once delivered. Counted: the
// orders going ahead, `submitted` (an approved one is submitted again) and `confirmed`; not those
// awaiting approval (nobody has committed to them yet: an approver may still say no), rejected,
// cancelled or delivered. An order with a contract counts as its contract's lines only, never both.
import { sql } from 'drizzle-orm';
import type { PoBudget } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { LINE_IS_OPEN } from '../request/on-rent';
import { centsOf, committedCents, moneyText, spentCents, type DocumentSums, type OpenLine } from './budget';
import { documentSumColumns, openLineColumns } from './project-budget';

const { projectId: _d, ...sumColumns } = documentSumColumns;
/** The orders that count as committed until they are on a contract (see above). */
const ORDER_GOES_AHEAD = sql.raw(`('submitted', 'confirmed')`);
const { projectId: _l, ...lineColumns } = openLineColumns;

/** Invoiced and committed of one PO of a project, in cents. */
export interface PoFigures {
  invoiced: bigint;
  committed: bigint;
}

/** The figures of every PO quoted by the project's documents or contracts, by PO reference. */
export async function poFigures(db: Db, clientId: number, projectId: number, today: string): Promise<Map<string, PoFigures>> {
  const [sums, lines, ordered] = await Promise.all([
    selectRows(db, columns({ po: sql<string>`d.po_reference`, ...sumColumns }), sql`
      FROM documents d
      WHERE d.client_id = ${clientId} AND d.project_id = ${projectId} AND d.po_reference IS NOT NULL AND d.type IN ('invoice', 'credit_note')
      GROUP BY d.po_reference`),
    selectRows(db, columns({ po: sql<string>`c.po_reference`, ...lineColumns }), sql`
      FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
      WHERE c.client_id = ${clientId} AND c.project_id = ${projectId} AND c.po_reference IS NOT NULL AND ${sql.raw(LINE_IS_OPEN)}`),
    selectRows(db, columns({ po: sql<string>`coalesce(ol.po_reference, o.po_reference)`, cents: sql<string>`(sum(coalesce(ol.cost, 0)) * 100)::bigint::text` }), sql`
      FROM order_lines ol JOIN orders o ON o.id = ol.order_id
      WHERE o.client_id = ${clientId} AND o.project_id = ${projectId} AND o.status IN ${ORDER_GOES_AHEAD} AND coalesce(ol.po_reference, o.po_reference) IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.client_id = o.client_id AND c.order_id = o.id)
      GROUP BY 1`),
  ]);
  const orderedOf = new Map(ordered.map((o) => [o.po, BigInt(o.cents)]));
  const sumsOf = new Map<string, DocumentSums>(sums.map(({ po, ...s }) => [po, s]));
  const linesOf = new Map<string, OpenLine[]>();
  for (const { po, ...line } of lines) linesOf.set(po, [...(linesOf.get(po) ?? []), line]);
  const figures = new Map<string, PoFigures>();
  for (const po of new Set([...sumsOf.keys(), ...linesOf.keys(), ...orderedOf.keys()])) {
    const documents = sumsOf.get(po) ?? { invoiced: '0', credited: '0', lastInvoiceDate: null };
    const onRent = committedCents(linesOf.get(po) ?? [], today, documents.lastInvoiceDate);
    figures.set(po, { invoiced: spentCents(documents), committed: onRent + (orderedOf.get(po) ?? 0n) });
  }
  return figures;
}

/** The project's PO budgets as stored: the project's own PO first (project-po-sync.ts), then in the order they were saved. */
export async function storedPoBudgets(db: Db, projectId: number): Promise<{ poReference: string; amount: string }[]> {
  return selectRows(db, columns({ poReference: sql<string>`b.po_reference`, amount: sql<string>`b.amount::text` }), sql`
    FROM project_po_budgets b JOIN projects p ON p.id = b.project_id WHERE b.project_id = ${projectId}
    ORDER BY (lower(b.po_reference) = lower(p.po_number)) IS TRUE DESC, b.id`);
}

/** Budgeted POs first, then the others quoted, by reference; amounts only `withAmounts`. */
export function poBudgetItems(budgets: { poReference: string; amount: string }[], figures: Map<string, PoFigures>, withAmounts: boolean): PoBudget[] {
  const budgeted = new Set(budgets.map((b) => b.poReference));
  const others = [...figures.keys()].filter((po) => !budgeted.has(po)).sort();
  const amountOf = new Map(budgets.map((b) => [b.poReference, b.amount]));
  return [...budgets.map((b) => b.poReference), ...others].map((poReference) => {
    if (!withAmounts) return { poReference, budget: null, invoiced: null, committed: null, projected: null };
    const { invoiced, committed } = figures.get(poReference) ?? { invoiced: 0n, committed: 0n };
    const budget = amountOf.get(poReference);
    return {
      poReference,
      budget: budget === undefined ? null : moneyText(centsOf(budget)),
      invoiced: moneyText(invoiced),
      committed: moneyText(committed),
      projected: moneyText(invoiced + committed),
    };
  });
}
