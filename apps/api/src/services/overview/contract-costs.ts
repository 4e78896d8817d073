// The overview list's cost figures: each contract's totals of cost to date and next invoice, from
// the line facts its page statement reads with it (statements.ts LINE_FACTS), summed per line in
// TypeScript (company/line-cost.ts, the one pro-rata rule). The order by cost to date is SQL
// (statements.ts CONTRACT_PAGE_BY_COST) that rounds as that rule does, so no sort reads every line.
import type { ContractSummary } from '@portal/shared-api-contract';
import { parsedJson } from '../../db/sql/json';
import type { CostedLine } from '../company/line-cost';
import type { ContractPageRow, LineFactsRow } from './statements';
import { NO_COST, contractCosts, costFigures, type CostClock } from './line-costs';

const costedLine = ([rate, ratePeriod, quantity, onRentDate, expectedOffRentDate, actualOffHireDate]: LineFactsRow): CostedLine =>
  ({ rate, ratePeriod, quantity, onRentDate, expectedOffRentDate, actualOffHireDate });

/** The contracts of a page with their totals, without the facts they were computed from. */
export function withContractCosts(rows: readonly ContractPageRow[], clock: CostClock): ContractSummary[] {
  return rows.map(({ lineFacts, ...contract }) => {
    const lines = (parsedJson(lineFacts) ?? []).map((facts) => ({ ...costedLine(facts), contractId: contract.id }));
    return { ...contract, ...costFigures(contractCosts(lines, clock).get(contract.id) ?? NO_COST, clock.prices) };
  });
}
