// Editing a request while it is Submitted: its texts and dates, never its lines or quantities (a
// new request does that). Every edit carries the version it was based on, so nobody overwrites
// someone else's change silently (409 version_conflict).
import { and, eq, sql } from 'drizzle-orm';
import { idParamsSchema, requestDetailSchema, requestEditSchema, requestLimits, type RequestEdit, type RequestType } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema';
import { badRequest, forbidden, notFound, type FieldError } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { todayIn } from '../order/pricing';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { conflict } from '../../http/conflict';
import { mayEdit, requireRequests } from './access';
import { loadRequestDetail } from './detail';
import { promisedHours, urgencyChangeColumns } from './breakdown';
import { movedWindowErrors } from './pickup-window';
import { newEndDateErrors, offHireDateErrors } from './rules';
import { requestProjectScope } from '../../db/sql/project-scope';
import { queueExtensionOverBudget } from '../../mail/extension-mails';
import { extensionOverPoBudgetAgain, overPoColumns } from './extension-budget';

type Field = Exclude<keyof RequestEdit, 'version'>;
/** The fields each type has; any other is refused. */
const editable: Record<RequestType, Field[]> = {
  off_hire: ['offHireDate', 'collectionNotes'],
  extension: ['newEndDate'],
  breakdown: ['description', 'urgency'],
  damage: ['description'],
  invoice_query: ['description'],
  other: ['subject', 'description'],
};

async function dateErrors(db: Db, id: number, edit: Omit<RequestEdit, 'version'>, today: string): Promise<FieldError[]> {
  if (edit.offHireDate === undefined && edit.newEndDate === undefined) return [];
  const lines = await selectRows(db, columns({
    fleetNumber: sql<string>`cl.fleet_number`,
    onRentDate: sql<string>`cl.on_rent_date::text`,
    end: sql<string | null>`rl.previous_end_date::text`,
  }), sql`
    FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id WHERE rl.request_id = ${id}`);
  return [
    ...(edit.offHireDate === undefined ? [] : offHireDateErrors(edit.offHireDate, today, lines)),
    ...(edit.newEndDate === undefined ? [] : newEndDateErrors(edit.newEndDate, today, lines)),
  ];
}

export function editRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.patch('/requests/:id', {
    schema: {
      tags: ['request'],
      summary: 'Change the texts and dates of a Submitted request (MANAGE_REQUESTS; 409 version_conflict or invalid_status; fields of another type: 400)',
      params: idParamsSchema,
      body: requestEditSchema,
      response: { 200: requestDetailSchema },
    },
  }, async (request) => {
    const tenant = requireRequests(request.tenant);
    const userId = request.principal!.userId;
    const { id } = request.params;
    const { version, ...edit } = request.body;
    const [current] = await db.select({ type: requests.type, status: requests.status, createdBy: requests.createdBy, version: requests.version, overPo: requests.overPoReference })
      .from(requests).where(and(eq(requests.id, id), eq(requests.clientId, tenant.clientId), requestProjectScope(tenant, sql`${requests}`)));
    if (!current) throw notFound();
    if (!mayEdit(tenant, { ...current, status: 'submitted' })) throw forbidden('missing_right', 'This needs the right MANAGE_REQUESTS');
    const versionMoved = () => conflict('version_conflict', 'Someone changed this request in the meantime; reload it and try again');
    if (current.version !== version) throw versionMoved();
    if (current.status !== 'submitted') throw conflict('invalid_status', `A request that is ${current.status.replace('_', ' ')} cannot be changed any more`);

    const fields = (Object.keys(edit) as Field[]).filter((f) => edit[f] !== undefined);
    const errors: FieldError[] = fields.filter((f) => !editable[current.type].includes(f)).map((field) => ({ field, message: 'This request has no such field' }));
    if (edit.description !== undefined && current.type !== 'other' && edit.description.length > requestLimits.maxDescription)
      errors.push({ field: 'description', message: `Use at most ${requestLimits.maxDescription} characters` });
    if (!errors.length) errors.push(...(await dateErrors(db, id, edit, todayIn(tenant.opCo))));
    if (!errors.length && edit.offHireDate !== undefined) errors.push(...(await movedWindowErrors(db, tenant, id, edit.offHireDate)));
    if (errors.length) throw badRequest('validation_failed', 'The request cannot be changed like this', errors);

    const { collectionNotes, urgency, ...rest } = edit;
    const urgencyChange = urgency === undefined ? {} : urgencyChangeColumns(urgency, await promisedHours(db, tenant.opCo, urgency));
    // A new end weighs the extension against the PO budgets again (issue 35); newly over, the approvers hear of it.
    const over = current.type === 'extension' && edit.newEndDate !== undefined ? await extensionOverPoBudgetAgain(db, tenant, id, edit.newEndDate) : undefined;
    const updated = await db.transaction(async (tx) => {
      const rows = await tx.update(requests)
        .set({ ...rest, ...urgencyChange, ...(collectionNotes === undefined ? {} : { description: collectionNotes || null }), ...(over === undefined ? {} : overPoColumns(over)), version: version + 1 })
        // The WHERE repeats both checks, so a concurrent change between the read and here still loses.
        .where(and(eq(requests.id, id), eq(requests.clientId, tenant.clientId), eq(requests.version, version), eq(requests.status, 'submitted')))
        .returning({ id: requests.id });
      if (rows.length && over && over.poReference !== current.overPo) await queueExtensionOverBudget(tx, id, app.ctx.config.publicBaseUrl, app.ctx.eventMailBudget);
      return rows;
    });
    if (!updated.length) throw versionMoved();
    return loadRequestDetail(db, tenant, userId, id);
  });
}
