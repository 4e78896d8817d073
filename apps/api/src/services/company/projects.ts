// /company/projects (job sites): every member reads (list, CSV), each project with its budget
// usage when the caller may see prices (project-budget.ts); MANAGE_ROLES_AND_USERS adds (with an
// Idempotency-Key), edits with the version it was based on, archives and restores. A caller who
// may not see prices gets `budget: null` and their writes keep the stored budget (what they send
// for it is ignored, not refused: the form they saw had no budget). The PO and budget are those of
// the project's PO budget, written in the same transaction (project-po-sync.ts).
import { and, eq, sql } from 'drizzle-orm';
import {
  companyListFilterSchema, companyListQuerySchema, idempotencyKeyHeaderSchema, idParamsSchema, projectInputSchema, projectPageSchema,
  projectSchema, projectUpdateSchema, type Project,
} from '@portal/shared-api-contract';
import { projects } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { seesPrices } from '../../lib/prices';
import { isUniqueViolation, requestHash } from '../../lib/idempotency';
import { requireCompanyManager, requireMember } from './access';
import { archiveRoutes } from './master-data-archive';
import { managerWritesOwnItem } from './master-data-guard';
import { versionedResponses } from '../../http/conflict';
import { createWithKey, masterBatches, masterPage, versioned } from './master-data-kit';
import { withBudgets } from './project-budget';
import { inputBudget, loadProject, PROJECT_JOINS, PROJECT_SELECT, projectColumns, projectKey, projectTable, type ProjectRow } from './project-read';
import { syncPoBudget } from './project-po-sync';
import { checkProject, codeOwner, codeTaken } from './project-rules';
import { projectScope } from '../../db/sql/project-scope';

const PATH = '/company/projects';
const WHAT = 'project';

export function projectRoutes(app: ZodApp): void {
  const { db } = app.ctx;
  const select = { select: PROJECT_SELECT, joins: PROJECT_JOINS };

  for (const format of exportFormats) app.get(`${PATH}/export.${format}`, {
    schema: {
      tags: ['company'],
      summary: exportSummary(format, 'The projects matching the filters, with budget, spent, committed and remaining when the caller may see prices (any member)'),
      querystring: companyListFilterSchema,
      response: exportResponses[format],
    },
  }, async (request, reply) => {
    const tenant = requireMember(request.tenant);
    const prices = seesPrices(tenant);
    const rows = masterBatches<ProjectRow>(db, projectTable, tenant.clientId, request.query, { ...select, also: projectScope(tenant, sql`p.id`), keyOf: projectKey });
    // Each batch's budget usage in the same two queries as a page of the list.
    async function* priced() {
      for await (const batch of rows) yield await withBudgets(db, tenant, batch);
    }
    const money = (key: 'budget' | 'spent' | 'committed' | 'remaining'): ExportColumn<Project> =>
      ({ key, type: 'amount', value: (p) => p.budget?.[key], currency: (p) => p.budget?.currency ?? '' });
    const fileColumns: ExportColumn<Project>[] = [
      { key: 'id', type: 'number', value: (p) => p.id },
      { key: 'projectNumber', type: 'text', value: (p) => p.code },
      { key: 'name', type: 'text', value: (p) => p.name },
      { key: 'address', type: 'text', value: (p) => p.addressLabel },
      { key: 'poNumber', type: 'text', value: (p) => p.poNumber },
      { key: 'start', type: 'date', value: (p) => p.startDate },
      { key: 'end', type: 'date', value: (p) => p.endDate },
      ...(prices ? [{ key: 'currency', type: 'text', value: (p) => p.budget?.currency } satisfies ExportColumn<Project>, money('budget'), money('spent'), money('committed'), money('remaining')] : []),
      { key: 'archived', type: 'boolean', value: (p) => p.archived },
    ];
    return sendExport(db, request, reply, tenant, format, { name: 'projects', columns: fileColumns, rows: priced() });
  });

  app.get(PATH, {
    schema: {
      tags: ['company'],
      summary: "The selected client's projects by name (any member); q: name or project number; archived=true shows archived ones too. `budget`: budget, spent, committed and remaining, null without prices",
      querystring: companyListQuerySchema,
      response: { 200: projectPageSchema },
    },
  }, async (request) => {
    const tenant = requireMember(request.tenant);
    const { page, pageSize, ...filter } = request.query;
    const { items, total } = await masterPage<ProjectRow>(db, projectTable, tenant.clientId, filter, { ...select, also: projectScope(tenant, sql`p.id`), page, pageSize });
    return { items: await withBudgets(db, tenant, items), total, page, pageSize };
  });

  app.post(PATH, {
    schema: {
      tags: ['company'],
      summary: 'Add a project (MANAGE_ROLES_AND_USERS; Idempotency-Key required: a retry with the same key and body answers the same project, 201 again, with Idempotent-Replayed: true). 409 code_taken names the project with that number; an address that is not an active one of the client: 400 addressId. The budget only from callers who see prices',
      headers: idempotencyKeyHeaderSchema,
      body: projectInputSchema,
      response: { 201: projectSchema },
    },
  }, async (request, reply) => {
    const tenant = requireCompanyManager(request.tenant);
    const { clientId } = tenant;
    const body = request.body;
    const call = { userId: request.principal!.userId, key: request.headers['idempotency-key'].toLowerCase(), hash: requestHash(clientId, body), what: WHAT, column: 'projectId' as const };
    const insert = async (tx: typeof db) => {
      await checkProject(tx, clientId, body, null);
      const budget = inputBudget(body, !seesPrices(tenant));
      const [row] = await tx.insert(projects).values({ clientId, ...projectColumns(body), budget: budget ?? null }).returning({ id: projects.id });
      await syncPoBudget(tx, row!.id, body.poNumber ?? null, budget ?? null);
      return loadProject(tx, tenant, row!.id);
    };
    // A unique violation that is not a twin's key is another write taking the number first.
    const { answer, replayed } = await createWithKey(db, call, insert, async () => {
      const taken = await codeOwner(db, clientId, body.code, null);
      return taken ? codeTaken(taken) : null;
    });
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(answer);
  });

  app.put(`${PATH}/:id`, {
    preValidation: managerWritesOwnItem(db, 'projects'),
    schema: {
      tags: ['company'],
      summary: "Change a project (MANAGE_ROLES_AND_USERS) with the version it was based on: 409 version_conflict with `current`, 409 code_taken, 409 po_budget_taken (the new PO has a budget of its own while the old one has one too), other broken rules 400 by field; the budget only from callers who see prices; 404 for another client's",
      params: idParamsSchema,
      body: projectUpdateSchema,
      response: versionedResponses(projectSchema),
    },
  }, async (request) => {
    const tenant = requireCompanyManager(request.tenant);
    const { clientId } = tenant;
    const { version, ...input } = request.body;
    try {
      return await versioned(db, WHAT, version, (tx, lock) => loadProject(tx, tenant, request.params.id, lock), async (tx, current) => {
        await checkProject(tx, clientId, input, current);
        // The PO budget row first: it reads the project's PO as it was (project-po-sync.ts).
        const budget = await syncPoBudget(tx, current.id, input.poNumber ?? null, inputBudget(input, !seesPrices(tenant)));
        await tx.update(projects).set({ ...projectColumns(input), budget, version: current.version + 1 }).where(and(eq(projects.id, current.id), eq(projects.clientId, clientId)));
        return true;
      });
    } catch (error) {
      // Another write took the number between our check and this one.
      if (!isUniqueViolation(error)) throw error;
      const taken = await codeOwner(db, clientId, input.code, request.params.id);
      throw taken ? codeTaken(taken) : error;
    }
  });

  archiveRoutes(app, { path: PATH, what: WHAT, table: projectTable, schema: projectSchema, load: (tx, tenant, id, lock) => loadProject(tx, tenant, id, lock) });
}
