// Adding an asset (MANAGE_ASSETS, Idempotency-Key required): the rules checked, the asset and the
// key's answer written in one transaction, as POST /orders and /requests do (ADR 0007). A retry
// with the same key and body answers the same asset, 201 again, with Idempotent-Replayed: true.
import { assetInputSchema, assetSchema, idempotencyKeyHeaderSchema, type Asset, type AssetInput } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { assets, idempotencyKeys } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { createIdempotently, requestHash, storedAnswer } from '../../lib/idempotency';
import { requireManagingAssets, serialTaken } from './access';
import { loadAsset, type AssetScope } from './read';
import { assetColumns, checkAsset, serialOwner } from './rules';

interface Call {
  scope: AssetScope;
  userId: number;
  key: string;
  hash: string;
  body: AssetInput;
}

/** The new asset, or `replayed` when a twin with the same key committed first. */
async function create(db: Db, { scope, userId, key, hash, body }: Call): Promise<{ answer: Asset; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const earlier = await storedAnswer<Asset>(tx, userId, key, hash, 'asset');
    if (earlier) return { answer: earlier, replayed: true };
    await checkAsset(tx, scope, body, null);
    const [row] = await tx.insert(assets).values({ clientId: scope.clientId, ...assetColumns(body) }).returning({ id: assets.id });
    const answer = await loadAsset(tx, scope, row!.id);
    // Last: a concurrent twin blocks here until this commits, then fails on the unique index.
    await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash, assetId: answer.id, response: answer });
    return { answer, replayed: false };
  });
}

export function assetCreateRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.post('/assets', {
    schema: {
      tags: ['asset'],
      summary: 'Add an asset (MANAGE_ASSETS; Idempotency-Key required: a retry with the same key and body answers the same asset, 201 again, with Idempotent-Replayed: true). 409 serial_taken names the asset that has the serial; other broken rules: 400 by field',
      headers: idempotencyKeyHeaderSchema,
      body: assetInputSchema,
      response: { 201: assetSchema },
    },
  }, async (request, reply) => {
    const scope = requireManagingAssets(request.tenant);
    const { clientId } = scope;
    const call: Call = { scope, userId: request.principal!.userId, key: request.headers['idempotency-key'].toLowerCase(), hash: requestHash(clientId, request.body), body: request.body };
    // A unique violation that is not a twin's key is another add taking the serial first.
    const { answer, replayed } = await createIdempotently(db, { ...call, what: 'asset' }, () => create(db, call), async () => {
      const taken = await serialOwner(db, scope, call.body.serial, null);
      return taken ? serialTaken(taken) : null;
    });
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(answer);
  });
}
