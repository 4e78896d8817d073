// The client's orders, newest first: any member with the order module may read them. The same
// filters serve the CSV export.
import { sql, type SQL } from 'drizzle-orm';
import { orderListQuerySchema, orderPageSchema, type OrderFilter } from '@portal/shared-api-contract';
import { requireModule, type Tenant } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { containsPattern } from '../../db/sql/patterns';
import { onLocalDays } from '../../db/sql/local-days';
import { listPage } from '../../lists/keyset-list';
import { timeZoneOf } from '../../lib/opco-time-zone';
import { orderList, withPrices } from './summary';
import { projectScope } from '../../db/sql/project-scope';

/** The filters as a WHERE on `orders o`; `from`/`to` are calendar days where the opCo is. */
export function orderWhere(tenant: Tenant, f: OrderFilter): SQL {
  const conditions = [sql`o.client_id = ${tenant.clientId}`, projectScope(tenant, sql`o.project_id`)];
  if (f.status) conditions.push(sql`o.status = ${f.status}`);
  if (f.projectId) conditions.push(sql`o.project_id = ${f.projectId}`);
  conditions.push(...onLocalDays(sql`o.created_at`, timeZoneOf(tenant.opCo), f.from, f.to));
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(sql`(o.number ILIKE ${pattern} OR o.po_reference ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

export function orderListRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/orders', {
    schema: {
      tags: ['order'],
      summary: "The selected client's orders, newest first; q: order number or PO reference; from/to: placed on those days (opCo time)",
      querystring: orderListQuerySchema,
      response: { 200: orderPageSchema },
    },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const { page, pageSize, ...filter } = request.query;
    const { items, total } = await listPage(db, orderList, orderWhere(tenant, filter), page, pageSize);
    return { items: items.map((r) => withPrices(tenant, r)), page, pageSize, total };
  });
}
