// Cost to date and next invoice as the API answers them (the sums are company/line-cost.ts): on the
// opCo's today and billing rhythm, and without amounts for a caller who may not see prices (the
// dates stay, issue 35), so no answer, file or sort order carries them.
import type { LineCostFigures } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import { seesPrices } from '../../lib/prices';
import { todayIn } from '../order/pricing';
import { moneyText } from '../company/budget';
import { DEFAULT_BILLING_CYCLE_DAYS, contractCost, lineCost, type CostedLine, type LineCost } from '../company/line-cost';

/** What the figures of one answer are computed on. */
export interface CostClock {
  /** Today in the opCo's time zone. */
  today: string;
  cycleDays: number;
  prices: boolean;
}

/** The clock of the tenant's opCo: its billing cycle comes with the tenant (auth/tenant.ts). */
export function costClockOf(tenant: Tenant): CostClock {
  const days = tenant.opCoSettings.billingCycleDays;
  return { today: todayIn(tenant.opCo), cycleDays: days > 0 ? days : DEFAULT_BILLING_CYCLE_DAYS, prices: seesPrices(tenant) };
}

/** The figures as the contract writes them: amounts as decimal text, or null without prices. */
export function costFigures(cost: LineCost, prices: boolean): LineCostFigures {
  return {
    costToDate: prices ? moneyText(cost.costToDate) : null,
    nextInvoiceDate: cost.nextInvoice?.date ?? null,
    nextInvoiceAmount: prices && cost.nextInvoice ? moneyText(cost.nextInvoice.amount) : null,
  };
}

export const costOfLine = (line: CostedLine, clock: CostClock): LineCost => lineCost(line, clock.today, clock.cycleDays);

/** Each contract's totals from its lines (`contractId` on each), for the contracts given. */
export function contractCosts(lines: readonly (CostedLine & { contractId: number })[], clock: CostClock): Map<number, LineCost> {
  const perContract = new Map<number, LineCost[]>();
  for (const line of lines) {
    const costs = perContract.get(line.contractId) ?? [];
    costs.push(costOfLine(line, clock));
    perContract.set(line.contractId, costs);
  }
  return new Map([...perContract].map(([id, costs]) => [id, contractCost(costs)]));
}

/** A contract without lines costs nothing and has nothing to invoice. */
export const NO_COST: LineCost = { costToDate: 0n, nextInvoice: null };
