// What a request can be about, listed by the request service itself (a request-only client has no
// overview to pick from): open contract lines with something still on rent, assets, invoices.
import { and, eq, ilike, not, or, sql } from 'drizzle-orm';
import {
  requestableAssetListSchema, requestableDocumentListSchema, requestableLineQuerySchema, requestableLinePageSchema, requestPickerQuerySchema,
  type LineCostFigures, type LocalisedNames, type RequestableLine,
} from '@portal/shared-api-contract';
import type { CostedLine } from '../company/line-cost';
import { currencyOf } from '../../lib/prices';
import { costClockOf, costFigures, costOfLine } from '../overview/line-costs';
import { assets } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { parsedNames } from '../order/catalogue';
import { todayIn } from '../order/pricing';
import { collectionHoursOf, localNowIn } from './pickup-window';
import { containsPattern } from '../../db/sql/patterns';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { requireRequests } from './access';
import { LATEST_OFF_HIRE, LINE_IS_OPEN, ON_RENT_QUANTITY, STOPPED_UNITS, type OffHire } from './on-rent';
import { parsedJson } from '../../db/sql/json';
import { inList } from '../../db/sql/in-list';
import { listPage, type KeysetList } from '../../lists/keyset-list';
import { projectScope } from '../../db/sql/project-scope';

/** Pickers show a short list; the user narrows it by typing. */
const PICKER_LIMIT = 50;
type LineRow = Omit<RequestableLine, 'productNames' | 'offHire' | keyof LineCostFigures> & CostedLine & { productNames: LocalisedNames | string; offHire: OffHire | string | null };

/** Contract lines of the filters (`l` with its contract `c` and project `pr`), the latest on rent first. */
const lineList: KeysetList<LineRow> = {
  from: sql`contract_lines l JOIN contracts c ON c.id = l.contract_id LEFT JOIN projects pr ON pr.id = c.project_id`,
  joins: sql`JOIN products p ON p.id = l.product_id`,
  order: [sql`l.on_rent_date`, sql`l.id`],
  descending: true,
  select: sql<LineRow>`
    l.id, c.id AS "contractId", c.number AS "contractNumber", pr.name AS "projectName", p.names AS "productNames",
    l.fleet_number AS "fleetNumber", l.quantity, ${sql.raw(ON_RENT_QUANTITY)} AS "onRentQuantity",
    l.on_rent_date::text AS "onRentDate", l.expected_off_rent_date::text AS "expectedOffRentDate", ${sql.raw(LATEST_OFF_HIRE)} AS "offHire",
    l.rate::text AS rate, l.rate_period AS "ratePeriod", l.actual_off_hire_date::text AS "actualOffHireDate"`,
};

export function pickerRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/requests/lines', {
    schema: {
      tags: ['request'],
      summary: 'Open contract lines with something still on rent (to stop or extend); q: fleet number, contract number, product name in any language or project name; ids: exactly these',
      querystring: requestableLineQuerySchema,
      response: { 200: requestableLinePageSchema },
    },
  }, async (request) => {
    const tenant = requireRequests(request.tenant);
    const { page, pageSize, q, ids } = request.query;
    const conditions = [sql`c.client_id = ${tenant.clientId}`, projectScope(tenant, sql`c.project_id`), sql.raw(LINE_IS_OPEN), sql`l.quantity > ${sql.raw(STOPPED_UNITS)}`];
    if (ids) conditions.push(sql`l.id IN ${inList(ids)}`);
    if (q) {
      const pattern = containsPattern(q);
      conditions.push(sql`(l.fleet_number ILIKE ${pattern} OR c.number ILIKE ${pattern} OR pr.name ILIKE ${pattern}
        OR l.product_id IN (SELECT p2.id FROM products p2 WHERE EXISTS (SELECT 1 FROM jsonb_each_text(p2.names) n WHERE n.value ILIKE ${pattern})))`);
    }
    const { items, total } = await listPage(db, lineList, sql.join(conditions, sql` AND `), page, pageSize);
    const collectionHours = await collectionHoursOf(db, tenant.opCo);
    const clock = costClockOf(tenant);
    return {
      // The rate is read for the figures only: the picker never shows it.
      items: items.map(({ rate, ratePeriod, actualOffHireDate, ...r }) => ({
        ...r, productNames: parsedNames(r.productNames), offHire: parsedJson(r.offHire),
        ...costFigures(costOfLine({ ...r, rate, ratePeriod, actualOffHireDate }, clock), clock.prices),
      })),
      page,
      pageSize,
      total,
      today: todayIn(tenant.opCo),
      now: localNowIn(tenant.opCo),
      collectionHours,
      currency: currencyOf(tenant.opCo),
    };
  });

  app.get('/requests/assets', {
    schema: {
      tags: ['request'],
      summary: 'Assets (not archived) for a breakdown report; q: name or serial; id: exactly that one',
      querystring: requestPickerQuerySchema,
      response: { 200: requestableAssetListSchema },
    },
  }, async (request) => {
    const tenant = requireRequests(request.tenant);
    const { q, id } = request.query;
    const pattern = q ? containsPattern(q) : null;
    const items = await db.select({ id: assets.id, name: assets.name, serial: assets.serial }).from(assets)
      .where(and(
        eq(assets.clientId, tenant.clientId), projectScope(tenant, sql`${assets.projectId}`), not(assets.archived),
        id ? eq(assets.id, id) : undefined, pattern ? or(ilike(assets.name, pattern), ilike(assets.serial, pattern)) : undefined,
      ))
      .orderBy(assets.name, assets.id).limit(PICKER_LIMIT);
    return { items };
  });

  app.get('/requests/documents', {
    schema: {
      tags: ['request'],
      summary: 'Invoices and credit notes for an invoice question, newest first; q: number; id: exactly that one',
      querystring: requestPickerQuerySchema,
      response: { 200: requestableDocumentListSchema },
    },
  }, async (request) => {
    const tenant = requireRequests(request.tenant);
    const { q, id } = request.query;
    const items = await selectRows(db, columns({ id: sql<number>`d.id`, number: sql<string>`d.number`, date: sql<string>`d.date::text` }), sql`
      FROM documents d
      WHERE d.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`d.project_id`)} AND d.type IN ('invoice', 'credit_note')
        ${id ? sql`AND d.id = ${id}` : sql``} ${q ? sql`AND d.number ILIKE ${containsPattern(q)}` : sql``}
      ORDER BY d.date DESC, d.id DESC LIMIT ${PICKER_LIMIT}`);
    return { items };
  });
}
