// One order of the selected client with its lines, history and what the caller may do with it.
// Another client's id answers 404, like an id that does not exist.
import { sql } from 'drizzle-orm';
import { idParamsSchema, orderDetailSchema, type LocalisedNames, type OrderDetail, type OrderEvent, type OrderLine } from '@portal/shared-api-contract';
import { requireModule, type Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { seesPrices } from '../../lib/prices';
import { isoTimestamp } from '../../db/sql/timestamps';
import { selectRows } from '../../db/sql/rows';
import { mayApprove, mayCancel, mayEditPo } from './access';
import { hasOtherApprover } from './approval-rules';
import { cutoffHours, dateChangeState } from './date-change-rule';
import { parsedNames } from './catalogue';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, withPrices } from './summary';
import { columns } from '../../db/sql/columns';
import { parsedJson } from '../../db/sql/json';
import { projectScope } from '../../db/sql/project-scope';

/** The order's head: its summary with what the detail adds (json objects arrive as text from PGlite). */
const HEAD_COLUMNS = {
  ...SUMMARY_COLUMNS,
  comment: sql<OrderDetail['comment']>`o.comment`,
  version: sql<number>`o.version`,
  createdBy: sql<number | null>`o.created_by`,
  address: sql<OrderDetail['address'] | string>`CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'label', a.label, 'street', a.street, 'postalCode', a.postal_code, 'city', a.city, 'country', a.country) END`,
  contactPerson: sql<OrderDetail['contactPerson'] | string>`CASE WHEN cp.id IS NULL THEN NULL ELSE json_build_object('id', cp.id, 'name', cp.first_name || ' ' || cp.last_name, 'email', cp.email, 'phone', cp.phone) END`,
};

/** A line of the order (`l`) with its product (`p`, names as json: text from PGlite) and depot (`d`). */
const LINE_COLUMNS = {
  id: sql<OrderLine['id']>`l.id`,
  productId: sql<OrderLine['productId']>`l.product_id`,
  productCode: sql<OrderLine['productCode']>`p.code`,
  productNames: sql<LocalisedNames | string>`p.names`,
  quantity: sql<OrderLine['quantity']>`l.quantity`,
  startDate: sql<OrderLine['startDate']>`l.start_date::text`,
  expectedEndDate: sql<OrderLine['expectedEndDate']>`l.expected_end_date::text`,
  deliveryMethod: sql<OrderLine['deliveryMethod']>`l.delivery_method`,
  depotId: sql<OrderLine['depotId']>`l.depot_id`,
  depotName: sql<OrderLine['depotName']>`d.name`,
  cost: sql<OrderLine['cost']>`l.cost::text`,
  poReference: sql<OrderLine['poReference']>`l.po_reference`,
};

/** A step of the order's history (`e`) with who took it (`u`). */
const EVENT_COLUMNS = {
  kind: sql<OrderEvent['kind']>`e.kind`,
  at: isoTimestamp(sql`e.at`),
  byName: sql<OrderEvent['byName']>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`,
  reason: sql<OrderEvent['reason']>`e.reason`,
  dates: sql<OrderEvent['dates'] | string>`CASE WHEN e.kind = 'dates_changed' THEN json_build_object('fromStart', e.from_start_date::text, 'fromEnd', e.from_end_date::text, 'toStart', e.to_start_date::text, 'toEnd', e.to_end_date::text) END`,
  po: sql<OrderEvent['po'] | string>`CASE WHEN e.kind = 'po_changed' THEN json_build_object('from', e.from_po, 'to', e.to_po) END`,
};

export async function loadOrderDetail(db: Db, tenant: Tenant, userId: number, id: number): Promise<OrderDetail> {
  const [head] = await selectRows(db, columns(HEAD_COLUMNS), sql`
    FROM orders o
    LEFT JOIN addresses a ON a.id = o.address_id
    LEFT JOIN contact_persons cp ON cp.id = o.contact_person_id
    ${SUMMARY_JOINS}
    WHERE o.id = ${id} AND o.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`o.project_id`)}`);
  if (!head) throw notFound();
  const hours = cutoffHours(tenant);
  const [lines, events] = await Promise.all([
    selectRows(db, columns(LINE_COLUMNS), sql`
      FROM order_lines l JOIN products p ON p.id = l.product_id LEFT JOIN depots d ON d.id = l.depot_id
      WHERE l.order_id = ${id} ORDER BY l.id`),
    selectRows(db, columns(EVENT_COLUMNS), sql`
      FROM order_events e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.order_id = ${id} ORDER BY e.at, e.id`),
  ]);
  const prices = seesPrices(tenant);
  const { createdBy, address, contactPerson, ...summary } = head;
  return {
    ...withPrices(tenant, summary),
    address: parsedJson(address),
    contactPerson: parsedJson(contactPerson),
    lines: lines.map((l) => ({ ...l, productNames: parsedNames(l.productNames), cost: prices ? l.cost : null })),
    events: events.map((e) => ({ ...e, dates: parsedJson(e.dates), po: parsedJson(e.po) })),
    dateChange: dateChangeState(tenant, userId, { status: head.status, createdBy, startDate: head.startDate }, hours),
    can: { approve: mayApprove(tenant, userId, { status: head.status, createdBy }), cancel: mayCancel(tenant, userId, { status: head.status, createdBy }), editPo: mayEditPo(tenant, head) },
    noOtherApprover: head.status === 'awaiting_approval' && !(await hasOtherApprover(db, tenant, createdBy)),
  };
}

export function orderDetailRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/orders/:id', {
    schema: { tags: ['order'], summary: 'One order with its lines and history (404 for another client)', params: idParamsSchema, response: { 200: orderDetailSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    return loadOrderDetail(db, tenant, request.principal!.userId, request.params.id);
  });
}
