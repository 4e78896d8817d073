// Whom a breakdown report proposes as the contact on site: the contact person named on the order
// behind the contract (else on the project's latest order that names one). Projects keep no
// contact of their own; the orders placed for them do. Another client's line or asset: 404.
import { sql } from 'drizzle-orm';
import { siteContactQuerySchema, siteContactSchema, type SiteContact } from '@portal/shared-api-contract';
import { badRequest, notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { requireManaging } from './access';
import { projectScope } from '../../db/sql/project-scope';

/** The order itself first, then the project's newest; archived contact persons are not proposed. */
const contactOf = (orderId: ReturnType<typeof sql>, projectId: ReturnType<typeof sql>, clientId: number) => sql`
  LEFT JOIN LATERAL (
    SELECT cp.first_name, cp.last_name, cp.phone FROM orders o JOIN contact_persons cp ON cp.id = o.contact_person_id AND NOT cp.archived
    WHERE o.client_id = ${clientId} AND (o.id = ${orderId} OR o.project_id = ${projectId})
    ORDER BY (o.id IS NOT DISTINCT FROM ${orderId}) DESC, o.created_at DESC, o.id DESC LIMIT 1) cp ON true`;

const CONTACT_COLUMNS = columns({
  name: sql<string | null>`nullif(concat_ws(' ', cp.first_name, cp.last_name), '')`,
  phone: sql<string | null>`cp.phone`,
});

export function siteContactRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/requests/site-contact', {
    schema: {
      tags: ['request'],
      summary: "For a breakdown report (MANAGE_REQUESTS): the contact person to propose as the contact on site, from the order behind the line (or the asset's project); 404 for another client's line or asset",
      querystring: siteContactQuerySchema,
      response: { 200: siteContactSchema },
    },
  }, async (request): Promise<SiteContact> => {
    const tenant = requireManaging(request.tenant);
    const { contractLineId, assetId } = request.query;
    // Checked after the rights, so a caller without them learns nothing from the shape of the query.
    if ((contractLineId === undefined) === (assetId === undefined))
      throw badRequest('validation_failed', 'Give a contract line or an asset', [{ field: 'contractLineId', message: 'Give a contract line or an asset' }]);
    const [row] = contractLineId !== undefined
      ? await selectRows(db, CONTACT_COLUMNS, sql`
          FROM contract_lines l JOIN contracts c ON c.id = l.contract_id ${contactOf(sql`c.order_id`, sql`c.project_id`, tenant.clientId)}
          WHERE l.id = ${contractLineId} AND c.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`c.project_id`)}`)
      : await selectRows(db, CONTACT_COLUMNS, sql`
          FROM assets a ${contactOf(sql`NULL::int`, sql`a.project_id`, tenant.clientId)}
          WHERE a.id = ${assetId} AND a.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`a.project_id`)} AND NOT a.archived`);
    if (!row) throw notFound();
    return row;
  });
}
