// POST …/:id/archive and …/restore for contact persons, addresses and projects: a manager's
// write with the version it was based on. Archived items leave the pickers of new orders, requests
// and assets (those services check `NOT archived`) and the lists unless archived=true.
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { companyVersionBodySchema, idParamsSchema } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import type { ZodApp } from '../../http/zod';
import { requireCompanyManager } from './access';
import { managerWritesOwnItem } from './master-data-guard';
import { versionedResponses } from '../../http/conflict';
import { setArchived, versioned, type MasterTable } from './master-data-kit';

export interface ArchiveSpec<T> {
  /** '/company/contact-persons' */
  path: string;
  /** Names the item in texts: 'contact person'. */
  what: string;
  table: MasterTable;
  schema: z.ZodObject;
  /** The item as the caller sees it; 404 for another client's. */
  load: (db: Db, tenant: Tenant, id: number, lock: boolean) => Promise<T>;
  /** More columns archiving sets (an address stops being the default delivery address). */
  alsoOnArchive?: SQL;
}

export function archiveRoutes<T extends { id: number; archived: boolean; version: number }>(app: ZodApp, spec: ArchiveSpec<T>): void {
  const { db } = app.ctx;
  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    app.post(`${spec.path}/:id/${action}`, {
      preValidation: managerWritesOwnItem(db, spec.table.table),
      schema: {
        tags: ['company'],
        summary: `${archived ? `Archive a ${spec.what} (hidden from the list unless archived=true; cannot be chosen for anything new)` : `Restore an archived ${spec.what}`} (MANAGE_ROLES_AND_USERS; 409 version_conflict with \`current\`; 404 for another client's)`,
        params: idParamsSchema,
        body: companyVersionBodySchema,
        response: versionedResponses(spec.schema),
      },
    }, async (request) => {
      const tenant = requireCompanyManager(request.tenant);
      const { id } = request.params;
      return versioned(db, spec.what, request.body.version, (tx, lock) => spec.load(tx, tenant, id, lock), async (tx, current) => {
        // Already so: nothing changes, the version stays.
        if (current.archived === archived) return false;
        await setArchived(tx, spec.table, tenant.clientId, current.id, archived, archived ? spec.alsoOnArchive : undefined);
        return true;
      });
    });
  }
}
