// Editing, archiving and restoring an asset (MANAGE_ASSETS). Each carries the version it was
// based on: a change made meanwhile is never overwritten silently (409 version_conflict, with the
// asset as it is now under `current`, so the user sees theirs and keeps what they typed).
import { and, eq } from 'drizzle-orm';
import { assetSchema, assetUpdateSchema, assetVersionBodySchema, idParamsSchema, type Asset } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { assets } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { isUniqueViolation } from '../../lib/idempotency';
import { requireManagingAssets, serialTaken } from './access';
import { versionedResponses, versionConflict } from '../../http/conflict';
import { loadAsset, type AssetScope } from './read';
import { assetColumns, checkAsset, serialOwner } from './rules';

/** Runs `change` on the locked asset of the client after the version check; 404 for another client's. */
async function withVersion(db: Db, scope: AssetScope, id: number, version: number, change: (tx: Db, current: Asset) => Promise<boolean>): Promise<Asset> {
  return db.transaction(async (tx) => {
    const current = await loadAsset(tx, scope, id, true);
    if (current.version !== version) throw versionConflict('asset', current);
    const changed = await change(tx, current);
    return changed ? loadAsset(tx, scope, id) : current;
  });
}

export function assetEditRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.put('/assets/:id', {
    schema: {
      tags: ['asset'],
      summary: 'Change an asset (MANAGE_ASSETS) with the version it was based on: 409 version_conflict with `current`, 409 serial_taken, other broken rules 400 by field; 404 for another client\'s',
      params: idParamsSchema,
      body: assetUpdateSchema,
      response: versionedResponses(assetSchema),
    },
  }, async (request) => {
    const scope = requireManagingAssets(request.tenant);
    const { clientId } = scope;
    const { version, ...input } = request.body;
    try {
      return await withVersion(db, scope, request.params.id, version, async (tx, current) => {
        await checkAsset(tx, scope, input, current);
        await tx.update(assets).set({ ...assetColumns(input), version: version + 1 }).where(and(eq(assets.id, current.id), eq(assets.clientId, clientId)));
        return true;
      });
    } catch (error) {
      // Another edit or add took the serial between our check and the write.
      if (!isUniqueViolation(error)) throw error;
      const taken = await serialOwner(db, scope, input.serial, request.params.id);
      throw taken ? serialTaken(taken) : error;
    }
  });

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    app.post(`/assets/:id/${action}`, {
      schema: {
        tags: ['asset'],
        summary: `${archived ? 'Archive an asset (hidden from the list unless archived=true; no new requests for it)' : 'Restore an archived asset'} (MANAGE_ASSETS; 409 version_conflict with \`current\`)`,
        params: idParamsSchema,
        body: assetVersionBodySchema,
        response: versionedResponses(assetSchema),
      },
    }, async (request) => {
      const scope = requireManagingAssets(request.tenant);
      const { clientId } = scope;
      return withVersion(db, scope, request.params.id, request.body.version, async (tx, current) => {
        // Already so: nothing changes, the version stays.
        if (current.archived === archived) return false;
        await tx.update(assets).set({ archived, version: current.version + 1 }).where(and(eq(assets.id, current.id), eq(assets.clientId, clientId)));
        return true;
      });
    });
  }
}
