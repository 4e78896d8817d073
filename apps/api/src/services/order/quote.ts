// The estimate before placing: days and cost per line, the total, and whether it would wait for
// approval. Priced by the same code as a placed order, so the amount shown is the amount stored.
import { eq } from 'drizzle-orm';
import { orderQuoteInputSchema, orderQuoteSchema } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { corporateClients } from '../../db/schema';
import { badRequest } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { currencyOf, seesPrices } from '../../lib/prices';
import { requireOrdering } from './access';
import { checkLines } from './lines';
import { fromCents, needsApproval, sumCents } from './pricing';
import { othersTodayCents } from './approval-rules';
import { overPoBudget, overPoBudgetAnswer } from './po-budget-check';

export async function approvalThreshold(db: Db, tenant: Tenant): Promise<number | null> {
  const [row] = await db.select({ threshold: corporateClients.orderApprovalThreshold }).from(corporateClients).where(eq(corporateClients.id, tenant.clientId));
  return row?.threshold ?? null;
}

export function quoteRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.post('/orders/quote', {
    schema: {
      tags: ['order'],
      summary: "The estimate of order lines (costs null when prices are hidden; needsApproval always, counting the caller's other orders for projectId in the last 24 hours and an order over a PO budget; overPoBudget: by how much)",
      body: orderQuoteInputSchema,
      response: { 200: orderQuoteSchema },
    },
  }, async (request) => {
    const tenant = requireOrdering(request.tenant);
    const { lines, projectId } = request.body;
    const [{ errors, priced }, threshold, others] = await Promise.all([
      checkLines(db, tenant, lines), approvalThreshold(db, tenant), othersTodayCents(db, tenant, request.principal!.userId, projectId),
    ]);
    if (errors.length) throw badRequest('validation_failed', 'Some lines cannot be ordered', errors);
    const prices = seesPrices(tenant);
    const total = sumCents(priced);
    const over = await overPoBudget(db, tenant, request.body, priced);
    return {
      currency: currencyOf(tenant.opCo),
      lines: priced.map((l) => ({ days: l.days, cost: prices ? fromCents(l.cents) : null })),
      total: prices ? fromCents(total) : null,
      needsApproval: needsApproval(total + others, threshold) || over !== null,
      countedWithOthers: threshold !== null && others > 0,
      overPoBudget: overPoBudgetAnswer(over, prices),
    };
  });
}
