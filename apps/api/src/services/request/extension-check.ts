// Before an extension is sent, its form asks whether the extra days take a project over a PO
// budget (issue 35): the same reckoning the server records on create (extension-budget.ts), with
// the caller's projects only and the amount only to who sees prices.
import { extensionCheckInputSchema, extensionCheckSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { currencyOf, seesPrices } from '../../lib/prices';
import { overPoBudgetAnswer } from '../order/po-budget-check';
import { requireManaging } from './access';
import { extensionOverPoBudget } from './extension-budget';

export function extensionCheckRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.post('/requests/extension-check', {
    schema: {
      tags: ['request'],
      summary: "Whether an extension would take a project of its lines over a PO budget (MANAGE_REQUESTS; writes nothing; lines not the caller's open ones count for nothing; overPoBudget.by null when prices are hidden)",
      body: extensionCheckInputSchema,
      response: { 200: extensionCheckSchema },
    },
  }, async (request) => {
    const tenant = requireManaging(request.tenant);
    const { lines, newEndDate } = request.body;
    const over = await extensionOverPoBudget(db, tenant, lines.map((l) => l.contractLineId), newEndDate);
    return { currency: currencyOf(tenant.opCo), overPoBudget: overPoBudgetAnswer(over, seesPrices(tenant)) };
  });
}
