// The deterministic demo seed: same input (scale, day) gives the same rows, ids and numbers.
import { eq, count as sqlCount, sql } from 'drizzle-orm';
import type { ScryptCost } from '../../auth/passwords';
import { SEED_LOCK_KEY } from '../advisory-locks';
import { loadReferenceData } from '../reference';
import type { Db } from '../client';
import * as s from '../schema';
import { demoClients, limitedUser, roleTemplates } from './accounts-data';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { setProjectBudgets } from './budgets';
import { passOnPoReferences, seedPoBudgets } from './po-references';
import { generateCompany } from './company';
import { emptyRows, type ClientSeed, type SeedContext } from './context';
import { insertBatched, insertUnnested, resetSequence } from './insert';
import { createRandom } from './random';
import { generateOrders, generateShowcaseOrders } from './orders';
import { generateContracts, generateShowcaseContract } from './rental';
import { generateAssets } from './assets';
import { generateDocuments } from './records';
import { generateRequests } from './requests';

export interface SeedOptions {
  /** Multiplies every volume; 1 gives the Northwind Bouw volumes. */
  scale?: number;
  /** The day dates are relative to (default: today, UTC midnight). */
  today?: Date;
  /** The demo passwords' hash cost: the configured one (default OWASP's; tests use less). */
  passwordCost?: ScryptCost;
  /** Tests only: called after each step inside the seed's transaction (a throw there aborts it all). */
  afterStep?: (step: SeedStep) => void | Promise<void>;
}

export type SeedStep = 'catalogue' | 'accounts' | 'rows';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sqlCount() }).from(s.users);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds the demo data in one transaction: a process killed (or a failure) halfway leaves nothing,
 * so the next start finds an empty database and seeds it again, instead of half a seed it would
 * take for a whole one (isSeeded looks at users only).
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction((tx) => insertSeed(tx, options));
  await analyse(db);
}

/**
 * Seeds an empty database; false when it already had users. Several processes starting at once on
 * one PostgreSQL database queue on a transaction-scoped advisory lock: the first seeds, the others
 * find its committed users once it is released and seed nothing.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if (await isSeeded(tx)) return false;
    await insertSeed(tx, options);
    return true;
  });
  if (seeded) await analyse(db);
  return seeded;
}

async function insertSeed(db: Db, options: SeedOptions): Promise<void> {
  const scale = options.scale ?? 1;
  const today = options.today ?? new Date(new Date().toISOString().slice(0, 10));
  const rnd = createRandom(20240611);

  // The demo builds on the reference data (already there after a start; loaded here for tests and db:reset).
  await loadReferenceData(db);
  const catalogue = await seedCatalogue(db, rnd);
  await options.afterStep?.('catalogue');
  const { clientIds, userIdByEmail } = await seedAccounts(db, rnd, scale, options.passwordCost);
  await options.afterStep?.('accounts');
  const members = await db
    .select({ userId: s.memberships.userId, clientId: s.memberships.clientId, roleName: s.roles.name })
    .from(s.memberships)
    .innerJoin(s.membershipRoles, eq(s.membershipRoles.membershipId, s.memberships.id))
    .innerJoin(s.roles, eq(s.roles.id, s.membershipRoles.roleId))
    .orderBy(s.memberships.id);

  const ctx: SeedContext = { rnd, today, catalogue, rows: emptyRows() };
  const seeds: Record<string, ClientSeed> = {};
  for (const c of demoClients) {
    const id = clientIds[c.key] as number;
    const client: ClientSeed = {
      id,
      opCo: c.opCo,
      memberIds: members.filter((m) => m.clientId === id).map((m) => m.userId),
      approverIds: members.filter((m) => m.clientId === id && m.roleName === roleTemplates.admin.name).map((m) => m.userId),
      approvalThreshold: c.approvalThreshold ?? null,
      volume: c.volume * scale,
      projectIds: [], addressIds: [], contactIds: [], orderIds: [], contractLineIds: [], documentIds: [], assetIds: [],
    };
    generateCompany(ctx, client);
    generateOrders(ctx, client);
    generateContracts(ctx, client);
    generateDocuments(ctx, client);
    generateAssets(ctx, client);
    generateRequests(ctx, client);
    seeds[c.key] = client;
  }
  // After every client's random rows, so the showcase does not shift any other seeded id.
  generateShowcaseOrders(ctx, seeds['northwind-bouw']!, userIdByEmail['ben@northwind.test']!);
  // Lines nothing is requested for yet, for the off-hire demo (anna and rita).
  generateShowcaseContract(ctx, seeds['northwind-bouw']!, '0501');
  generateShowcaseContract(ctx, seeds['request-only']!, '0503');
  // After documents and contracts: each budget is set against what its project really uses.
  setProjectBudgets(ctx, Object.values(seeds), seeds['northwind-bouw']!);
  passOnPoReferences(ctx);

  // Parents before children, so the foreign keys hold at every step.
  const { rows } = ctx;
  const plan = [
    [s.addresses, rows.addresses], [s.projects, rows.projects], [s.contactPersons, rows.contactPersons],
    [s.orders, rows.orders], [s.orderLines, rows.orderLines], [s.orderEvents, rows.orderEvents], [s.contracts, rows.contracts],
    [s.contractLines, rows.contractLines], [s.documents, rows.documents], [s.documentLines, rows.documentLines], [s.assets, rows.assets], [s.requests, rows.requests],
    [s.requestLines, rows.requestLines], [s.requestEvents, rows.requestEvents],
  ] as const;
  // The documents and their lines are most of the rows at scale 10: one array per column binds faster.
  const unnested = new Set<unknown>([s.documents, s.documentLines]);
  for (const [table, data] of plan) await (unnested.has(table) ? insertUnnested : insertBatched)(db, table, data as never[]);
  // Lena works on the first project of her company only (after the projects exist).
  const [lena] = await db.select({ id: s.memberships.id }).from(s.memberships)
    .where(eq(s.memberships.userId, userIdByEmail[limitedUser.email]!));
  await db.insert(s.membershipProjects).values({ membershipId: lena!.id, projectId: seeds[limitedUser.client]!.projectIds[0]! });
  await seedPoBudgets(db);
  await options.afterStep?.('rows');
  await db.insert(s.availability).values({ id: 1, status: 'UP', bannerText: null, updatedBy: userIdByEmail['staff@atlas.test'] });

  const serialTables = [s.corporateClients, s.users, s.roles, s.memberships, s.productCategories, s.products, s.depots, ...plan.map(([t]) => t), s.requestPhotos];
  for (const table of serialTables) await resetSequence(db, table);
}

async function analyse(db: Db): Promise<void> {
  // Outside the seed's transaction: VACUUM cannot run inside one.
  // Fresh statistics (or the planner sorts whole tables for a page of 25) and a visibility map
  // (so counts are index-only scans).
  await db.execute(sql`VACUUM ANALYZE`);
}

/** Drops every table (and the migration journal) so migrations and seed start from nothing. */
export async function dropEverything(db: Db): Promise<void> {
  // One statement per call: PGlite's extended protocol refuses several in one prepared statement.
  for (const statement of ['DROP SCHEMA IF EXISTS public CASCADE', 'DROP SCHEMA IF EXISTS drizzle CASCADE', 'CREATE SCHEMA public']) {
    await db.execute(sql.raw(statement));
  }
}
