// The server's rules for order lines beyond their shape (the contract checks quantities, end after
// start and a depot for pick-up): a start today or later in the opCo's time zone, a product the
// opCo rents out, a depot of the opCo. Every broken rule is a field error; nothing else is said
// about ids that are not the client's to use.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderLineInput } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { depots } from '../../db/schema';
import type { FieldError } from '../../http/problem';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { priceLine, todayIn, type PricedLine, type Rates } from './pricing';
import { inList } from '../../db/sql/in-list';

export interface CheckedLines {
  errors: FieldError[];
  /** In input order; only meaningful when there are no errors. */
  priced: PricedLine[];
}

/** The largest estimate the orders table holds (numeric(14,2)), in cents. */
export const MAX_TOTAL_CENTS = 999_999_999_999_99;

export async function checkLines(db: Db, tenant: Tenant, lines: readonly OrderLineInput[], now = new Date()): Promise<CheckedLines> {
  const today = todayIn(tenant.opCo, now);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const depotIds = [...new Set(lines.flatMap((l) => (l.deliveryMethod === 'pickup' && l.depotId != null ? [l.depotId] : [])))];
  const [products, foundDepots] = await Promise.all([
    selectRows(db, columns({
      id: sql<number>`p.id`,
      day: sql<Rates['day']>`p.day_rate::text`,
      week: sql<Rates['week']>`p.week_rate::text`,
      fourWeeks: sql<Rates['fourWeeks']>`p.four_week_rate::text`,
    }), sql`
      FROM products p WHERE p.id IN ${inList(productIds)} AND ${tenant.opCo}::op_co = ANY (p.op_cos)`),
    depotIds.length ? db.select({ id: depots.id }).from(depots).where(and(inArray(depots.id, depotIds), eq(depots.opCo, tenant.opCo))) : [],
  ]);
  const rates = new Map(products.map((p) => [p.id, p]));
  const knownDepots = new Set(foundDepots.map((d) => d.id));
  const errors: FieldError[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    if (line.startDate < today) errors.push({ field: `lines.${i}.startDate`, message: 'The start date must be today or later' });
    const productRates = rates.get(line.productId);
    if (!productRates) errors.push({ field: `lines.${i}.productId`, message: 'This product cannot be ordered here; choose one from the catalogue' });
    if (line.deliveryMethod === 'pickup' && line.depotId != null && !knownDepots.has(line.depotId))
      errors.push({ field: `lines.${i}.depotId`, message: 'Choose one of the depots for pick-up' });
    priced.push(productRates ? priceLine(line, productRates) : { days: 0, cents: 0 });
  });
  if (!errors.length && priced.reduce((sum, l) => sum + l.cents, 0) > MAX_TOTAL_CENTS)
    errors.push({ field: 'lines', message: 'This order is too large; shorten the periods or split it' });
  return { errors, priced };
}
