// /company/projects/:id/po-budgets (issue 35): every member reads the project's POs with their
// figures (amounts only with prices); MANAGE_ROLES_AND_USERS who sees prices replaces the budgets,
// with the project's version (they are part of the project: saving them bumps it, and the
// project's budget follows its PO's: project-po-sync.ts).
import { eq } from 'drizzle-orm';
import { idParamsSchema, projectPoBudgetsInputSchema, projectPoBudgetsSchema, type ProjectPoBudgets } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { projectPoBudgets } from '../../db/schema';
import { forbidden } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { versionedResponses } from '../../http/conflict';
import { currencyOf, seesPrices } from '../../lib/prices';
import { todayIn } from '../order/pricing';
import { requireCompanyManager, requireMember } from './access';
import { managerWritesOwnItem } from './master-data-guard';
import { versioned } from './master-data-kit';
import { poBudgetItems, poFigures, storedPoBudgets } from './po-budget';
import { findProjectRow } from './project-read';
import { syncProjectBudget } from './project-po-sync';

/** The project's PO budgets as the caller sees them (another client's project: 404). */
export async function loadPoBudgets(db: Db, tenant: Tenant, id: number, lock = false): Promise<ProjectPoBudgets> {
  const project = await findProjectRow(db, tenant, id, lock);
  const prices = seesPrices(tenant);
  const [budgets, figures] = await Promise.all([
    storedPoBudgets(db, id),
    prices ? poFigures(db, tenant.clientId, id, todayIn(tenant.opCo)) : new Map(),
  ]);
  return {
    projectId: id, projectName: project.name, currency: currencyOf(tenant.opCo), version: project.version,
    items: poBudgetItems(budgets, figures, prices),
  };
}

export function poBudgetRoutes(app: ZodApp): void {
  const { db } = app.ctx;
  const path = '/company/projects/:id/po-budgets';

  app.get(path, {
    schema: {
      tags: ['company'],
      summary: "A project's budget per PO with Invoiced, Committed and Projected (any member; amounts null without prices; 404 for another client's)",
      params: idParamsSchema,
      response: { 200: projectPoBudgetsSchema },
    },
  }, async (request) => loadPoBudgets(db, requireMember(request.tenant), request.params.id));

  app.put(path, {
    preValidation: managerWritesOwnItem(db, 'projects'),
    schema: {
      tags: ['company'],
      summary: "Replace a project's PO budgets (MANAGE_ROLES_AND_USERS who sees prices) with the project's version: 409 version_conflict with `current`; 404 for another client's",
      params: idParamsSchema,
      body: projectPoBudgetsInputSchema,
      response: versionedResponses(projectPoBudgetsSchema),
    },
  }, async (request) => {
    const tenant = requireCompanyManager(request.tenant);
    // A budget is an amount: who may not see amounts may not set them either.
    if (!seesPrices(tenant)) throw forbidden('missing_right', 'Only users who see prices may set budgets');
    const { id } = request.params;
    const { version, budgets } = request.body;
    return versioned(db, 'project', version, (tx, lock) => loadPoBudgets(tx, tenant, id, lock), async (tx) => {
      await tx.delete(projectPoBudgets).where(eq(projectPoBudgets.projectId, id));
      if (budgets.length) await tx.insert(projectPoBudgets).values(budgets.map((b) => ({ projectId: id, poReference: b.poReference, amount: b.amount.toFixed(2) })));
      await syncProjectBudget(tx, tenant.clientId, id);
      return true;
    });
  });
}
