// Adding a role (MANAGE_ROLES_AND_USERS, Idempotency-Key required): a name the client does not use
// yet (ignoring case; 409 name_taken) and a set of rights. The role, its rights and the key's answer
// are one transaction; a new approving role moves the order settings' version on.
import { idempotencyKeyHeaderSchema, roleInputSchema, roleSchema, type Role } from '@portal/shared-api-contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { idempotencyKeys, roleRights, roles } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { createIdempotently, requestHash, storedAnswer } from '../../lib/idempotency';
import { lockClientPeople, requireCompanyManager } from './access';
import { loadRole } from './role-read';
import { bumpOrderSettingsVersion, checkRights, nameTaken, roleNameOwner } from './role-rules';

interface Call {
  clientId: number;
  userId: number;
  key: string;
  hash: string;
  body: z.output<typeof roleInputSchema>;
}

/** The new role, or `replayed` when a twin with the same key committed first. */
async function create(db: Db, { clientId, userId, key, hash, body }: Call): Promise<{ answer: Role; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const earlier = await storedAnswer<Role>(tx, userId, key, hash, 'role');
    if (earlier) return { answer: earlier, replayed: true };
    await lockClientPeople(tx, clientId);
    const taken = await roleNameOwner(tx, clientId, body.name, null);
    if (taken) throw nameTaken(taken);
    await checkRights(tx, clientId, body.rights);
    const [row] = await tx.insert(roles).values({ clientId, name: body.name }).returning({ id: roles.id });
    if (body.rights.length) await tx.insert(roleRights).values(body.rights.map((rightCode) => ({ roleId: row!.id, rightCode })));
    if (body.rights.includes('APPROVE_ORDERS')) await bumpOrderSettingsVersion(tx, clientId);
    const answer = await loadRole(tx, clientId, row!.id);
    // Last: a concurrent twin blocks here until this commits, then fails on the unique index.
    await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash, roleId: answer.id, response: answer });
    return { answer, replayed: false };
  });
}

export function roleCreateRoutes(app: ZodApp): void {
  const { ctx } = app;
  const { db } = ctx;

  app.post('/company/roles', {
    schema: {
      tags: ['company'],
      summary: 'Add a role with its rights (MANAGE_ROLES_AND_USERS; Idempotency-Key required: a retry with the same key and body answers the same role, 201 again, with Idempotent-Replayed: true). 409 name_taken names the role that has the name',
      headers: idempotencyKeyHeaderSchema,
      body: roleInputSchema,
      response: { 201: roleSchema },
    },
  }, async (request, reply) => {
    const { clientId } = requireCompanyManager(request.tenant);
    const call: Call = { clientId, userId: request.principal!.userId, key: request.headers['idempotency-key'].toLowerCase(), hash: requestHash(clientId, request.body), body: request.body };
    // A unique violation that is not a twin's key is another write taking the name first.
    const { answer, replayed } = await createIdempotently(db, { ...call, what: 'role' }, () => create(db, call), async () => {
      const taken = await roleNameOwner(db, clientId, call.body.name, null);
      return taken ? nameTaken(taken) : null;
    });
    if (replayed) void reply.header('idempotent-replayed', 'true');
    else await audit(ctx, request, 'role.created', { subject: `role:${answer.id}`, details: { name: answer.name, rights: answer.rights } });
    return reply.code(201).send(answer);
  });
}
