// The client's requests, newest first: any member with the request module may read them. The same
// filters serve the CSV export.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { requestListQuerySchema, requestPageSchema, type requestFilterSchema } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { timeZoneOf } from '../../lib/opco-time-zone';
import { containsPattern } from '../../db/sql/patterns';
import { onLocalDays } from '../../db/sql/local-days';
import { listPage } from '../../lists/keyset-list';
import { requireRequests } from './access';
import { requestList, toSummary } from './summary';
import { requestProjectScope } from '../../db/sql/project-scope';

type RequestFilter = z.output<typeof requestFilterSchema>;

/** The filters as a WHERE on `requests r`; `from`/`to` are calendar days where the opCo is. */
export function requestWhere(tenant: Tenant, f: RequestFilter): SQL {
  const conditions = [sql`r.client_id = ${tenant.clientId}`, requestProjectScope(tenant)];
  if (f.type) conditions.push(sql`r.type = ${f.type}`);
  if (f.status) conditions.push(sql`r.status = ${f.status}`);
  conditions.push(...onLocalDays(sql`r.created_at`, timeZoneOf(tenant.opCo), f.from, f.to));
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(sql`(r.number ILIKE ${pattern} OR r.reference ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id WHERE rl.request_id = r.id AND cl.fleet_number ILIKE ${pattern})
      OR EXISTS (SELECT 1 FROM assets a WHERE a.id = r.asset_id AND a.name ILIKE ${pattern})
      OR EXISTS (SELECT 1 FROM documents d WHERE d.id = r.document_id AND d.number ILIKE ${pattern}))`);
  }
  return sql.join(conditions, sql` AND `);
}

export function requestListRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/requests', {
    schema: {
      tags: ['request'],
      summary: "The selected client's requests, newest first; q: request number, off-hire reference, fleet number, asset name or document number",
      querystring: requestListQuerySchema,
      response: { 200: requestPageSchema },
    },
  }, async (request) => {
    const tenant = requireRequests(request.tenant);
    const { page, pageSize, ...filter } = request.query;
    const { items, total } = await listPage(db, requestList, requestWhere(tenant, filter), page, pageSize);
    return { items: items.map(toSummary), page, pageSize, total };
  });
}
