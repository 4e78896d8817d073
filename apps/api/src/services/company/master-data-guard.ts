// Writes to one item (PUT …/:id, …/:id/archive, …/:id/restore) answer 403 without the right and
// 404 for another client's id before the body is validated: whoever may not write to the item
// learns nothing from which fields were wrong. The handler checks both again in its transaction.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { requireCompanyManager } from './access';
import type { MasterTable } from './master-data-kit';

/** A preValidation hook for a manager's write to one item of `table`. */
export function managerWritesOwnItem(db: Db, table: MasterTable['table']) {
  return async (request: FastifyRequest): Promise<void> => {
    const { clientId } = requireCompanyManager(request.tenant);
    const params = idParamsSchema.safeParse(request.params);
    // A malformed id is the params validation's to answer (400 naming it).
    if (!params.success) return;
    // The table is named at run time: selectRows, not drizzle's select.
    const [own] = await selectRows(db, columns({ one: sql<number>`1` }), sql`FROM ${sql.identifier(table)} WHERE id = ${params.data.id} AND client_id = ${clientId}`);
    if (!own) throw notFound();
  };
}
