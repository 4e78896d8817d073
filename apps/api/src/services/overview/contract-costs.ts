// The overview list's cost figures: each contract's totals of cost to date and next invoice, and the
// order by cost to date. The sums are per line in TypeScript (company/line-cost.ts, the one pro-rata
// rule), so sorting by them reads the line facts of every contract matching the filters and orders
// the ids here: a client's open contracts are hundreds, their lines a few thousand.
import { sql, type SQL } from 'drizzle-orm';
import type { ContractSummary } from '@portal/shared-api-contract';
import { queryRows, type Db } from '../../db/client';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { inList } from '../../db/sql/in-list';
import type { CostedLine } from '../company/line-cost';
import { CONTRACT_SUMMARY_COLUMNS } from './statements';
import { NO_COST, contractCosts, costFigures, type CostClock } from './line-costs';

type Summary = Omit<ContractSummary, 'costToDate' | 'nextInvoiceDate' | 'nextInvoiceAmount'>;

type LineFact = CostedLine & { contractId: number };

/**
 * What the figures read of the lines of some contracts, as a prepared statement like the list's own:
 * run with every page of the list, it is parsed and planned once per connection (docs/performance.md).
 * The one reading of line facts, for a page and for the order by cost alike.
 */
const PAGE_LINE_FACTS = `SELECT l.contract_id AS "contractId", l.rate::text AS "rate", l.rate_period AS "ratePeriod", l.quantity AS "quantity",
  l.on_rent_date::text AS "onRentDate", l.expected_off_rent_date::text AS "expectedOffRentDate", l.actual_off_hire_date::text AS "actualOffHireDate"
  FROM contract_lines l WHERE l.contract_id = ANY($1::int[])`;
const lineFactsOf = (db: Db, ids: readonly number[]): Promise<LineFact[]> =>
  ids.length ? queryRows<LineFact>(db, { name: 'overview_contract_page_line_facts', text: PAGE_LINE_FACTS, values: [`{${ids.join(',')}}`] }) : Promise.resolve([]);

/** The contracts of a page with their totals. */
export async function withContractCosts<T extends Summary>(db: Db, items: readonly T[], clock: CostClock): Promise<(T & ContractSummary)[]> {
  const totals = contractCosts(await lineFactsOf(db, items.map((c) => c.id)), clock);
  return items.map((c) => ({ ...c, ...costFigures(totals.get(c.id) ?? NO_COST, clock.prices) }));
}

/**
 * One page of the contracts matching `where` (drizzle's rendering of the list's filters), the
 * highest cost to date first, newest first among equals; and how many match.
 */
export async function contractPageByCost(db: Db, where: SQL, page: number, pageSize: number, clock: CostClock): Promise<{ items: ContractSummary[]; total: number }> {
  const ids = await selectRows(db, columns({ id: sql<number>`contracts.id` }), sql`FROM contracts WHERE ${where} ORDER BY contracts.created_at DESC, contracts.id DESC`);
  const lines = await lineFactsOf(db, ids.map((r) => r.id));
  const totals = contractCosts(lines, clock);
  const cost = (id: number) => (totals.get(id) ?? NO_COST).costToDate;
  // Array.prototype.sort is stable: equal costs keep the newest-first order.
  const ordered = ids.map((r) => r.id).sort((a, b) => (cost(a) === cost(b) ? 0 : cost(a) > cost(b) ? -1 : 1));
  const pageIds = ordered.slice((page - 1) * pageSize, page * pageSize);
  const rows = await selectRows(db, sql<Summary>`${sql.raw(CONTRACT_SUMMARY_COLUMNS)}`, sql`
    FROM contracts c LEFT JOIN projects pr ON pr.id = c.project_id WHERE c.id IN ${inList(pageIds)}`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, ...costFigures(totals.get(id) ?? NO_COST, clock.prices) }] : [];
  });
  return { items, total: ids.length };
}
