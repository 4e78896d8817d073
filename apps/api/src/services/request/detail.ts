// One request of the selected client with its lines, photos, history and what the caller may do.
// Another client's id answers 404, like an id that does not exist.
import { eq, sql } from 'drizzle-orm';
import { idParamsSchema, requestDetailSchema, requestLimits, type LocalisedNames, type RequestDetail, type RequestEvent, type RequestLine } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { requestPhotos } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { parsedNames } from '../order/catalogue';
import { isoTimestamp } from '../../db/sql/timestamps';
import { selectRows } from '../../db/sql/rows';
import { mayEdit, requireRequests, takesPhotos } from './access';
import { BREAKDOWN_COLUMNS, toBreakdown } from './breakdown';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toSummary } from './summary';
import { columns } from '../../db/sql/columns';
import { requestProjectScope } from '../../db/sql/project-scope';
import { currencyOf, seesPrices } from '../../lib/prices';

/** The request's head: its summary with what the detail adds. */
const HEAD_COLUMNS = {
  ...SUMMARY_COLUMNS,
  offHireDate: sql<RequestDetail['offHireDate']>`r.off_hire_date::text`,
  newEndDate: sql<RequestDetail['newEndDate']>`r.new_end_date::text`,
  description: sql<RequestDetail['description']>`r.description`,
  subject: sql<RequestDetail['subject']>`r.subject`,
  machineUsable: sql<RequestDetail['machineUsable']>`r.machine_usable`,
  pickupFrom: sql<string | null>`to_char(r.off_hire_date + r.pickup_from_time, 'YYYY-MM-DD"T"HH24:MI')`,
  pickupUntil: sql<string | null>`to_char(r.pickup_until, 'YYYY-MM-DD"T"HH24:MI')`,
  // The site contact and access notes (shared with a breakdown's) come with BREAKDOWN_COLUMNS.
  overPoProject: sql<string | null>`(SELECT op.name FROM projects op WHERE op.id = r.over_po_project_id)`,
  overPoReference: sql<string | null>`r.over_po_reference`,
  overPoAmount: sql<string | null>`r.over_po_amount::text`,
  version: sql<number>`r.version`,
  createdBy: sql<number | null>`r.created_by`,
  assetId: sql<number | null>`a.id`,
  assetName: sql<string | null>`a.name`,
  assetSerial: sql<string | null>`a.serial`,
  documentId: sql<number | null>`d.id`,
  documentNumber: sql<string | null>`d.number`,
  ...BREAKDOWN_COLUMNS,
};

/** A line of the request with its contract and product (names as json: text from PGlite). */
const LINE_COLUMNS = {
  contractLineId: sql<RequestLine['contractLineId']>`rl.contract_line_id`,
  contractId: sql<RequestLine['contractId']>`c.id`,
  contractNumber: sql<RequestLine['contractNumber']>`c.number`,
  fleetNumber: sql<RequestLine['fleetNumber']>`cl.fleet_number`,
  productNames: sql<LocalisedNames | string>`p.names`,
  quantity: sql<RequestLine['quantity']>`rl.quantity`,
  previousEndDate: sql<RequestLine['previousEndDate']>`rl.previous_end_date::text`,
};

/** A step of the request's history (`e`) with who took it (`u`). */
const EVENT_COLUMNS = {
  status: sql<RequestEvent['status']>`e.status`,
  at: isoTimestamp(sql`e.at`),
  byName: sql<RequestEvent['byName']>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`,
  note: sql<RequestEvent['note']>`e.note`,
};

export async function loadRequestDetail(db: Db, tenant: Tenant, userId: number, id: number): Promise<RequestDetail> {
  const [head] = await selectRows(db, columns(HEAD_COLUMNS), sql`
    FROM requests r
    ${SUMMARY_JOINS}
    WHERE r.id = ${id} AND r.client_id = ${tenant.clientId} AND ${requestProjectScope(tenant)}`);
  if (!head) throw notFound();
  const [lines, photos, events] = await Promise.all([
    selectRows(db, columns(LINE_COLUMNS), sql`
      FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id JOIN contracts c ON c.id = cl.contract_id
      JOIN products p ON p.id = cl.product_id
      WHERE rl.request_id = ${id} ORDER BY rl.id`),
    db.select({ id: requestPhotos.id, contentType: requestPhotos.contentType, size: requestPhotos.size })
      .from(requestPhotos).where(eq(requestPhotos.requestId, id)).orderBy(requestPhotos.id),
    selectRows(db, columns(EVENT_COLUMNS), sql`
      FROM request_events e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.request_id = ${id} ORDER BY e.at, e.id`),
  ]);
  const { createdBy, assetId, assetName, assetSerial, documentId, documentNumber, offHireDate, newEndDate, description, subject, machineUsable, version,
    urgency, siteContactName, siteContactPhone, machineLocation, accessNotes, responseHours, responseDueAt, pickupFrom, pickupUntil,
    overPoProject, overPoReference, overPoAmount, ...summary } = head;
  const edit = mayEdit(tenant, { type: head.type, status: head.status, createdBy });
  return {
    ...toSummary(summary),
    lines: lines.map((l) => ({ ...l, productNames: parsedNames(l.productNames) })),
    asset: assetId === null ? null : { id: assetId, name: assetName ?? '', serial: assetSerial },
    document: documentId === null ? null : { id: documentId, number: documentNumber ?? '' },
    offHireDate, newEndDate, description, subject, machineUsable,
    breakdown: toBreakdown(tenant.opCo, { urgency, siteContactName, siteContactPhone, machineLocation, accessNotes, responseHours, responseDueAt }),
    pickup: pickupFrom === null ? null : { from: pickupFrom, until: pickupUntil, contactName: siteContactName ?? '', contactPhone: siteContactPhone ?? '', accessNotes },
    overPoBudget: overPoProject === null || overPoReference === null ? null
      : { projectName: overPoProject, poReference: overPoReference, by: seesPrices(tenant) ? overPoAmount : null, currency: currencyOf(tenant.opCo) },
    photos,
    events,
    version,
    can: { edit, addPhotos: edit && takesPhotos(head.type) && photos.length < requestLimits.maxPhotos },
  };
}

export function requestDetailRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/requests/:id', {
    schema: { tags: ['request'], summary: 'One request with its lines, photos and history (404 for another client)', params: idParamsSchema, response: { 200: requestDetailSchema } },
  }, async (request) => loadRequestDetail(db, requireRequests(request.tenant), request.principal!.userId, request.params.id));
}
