// The selected corporate client of a request, resolved from X-Corporate-Client and the caller's
// memberships in one query. Nothing client-scoped is served without it.
import { sql } from 'drizzle-orm';
import type { PortalModule, Right } from '@portal/shared-api-contract';
import type { Db } from '../db/client';
import { selectRows } from '../db/sql/rows';
import { badRequest, forbidden } from '../http/problem';
import { createTtlCache, type TtlCache } from '../lib/ttl-cache';

export interface Tenant {
  clientId: number;
  externalUuid: string;
  name: string;
  opCo: 'nl' | 'be' | 'de' | 'pl' | 'hu';
  showPrices: boolean;
  commerciallyBlocked: boolean;
  rentalContactPhone: string | null;
  rentalContactEmail: string | null;
  rights: Right[];
  /** Client modules intersected with the member's, in the spec's order of preference. */
  modules: PortalModule[];
  /**
   * The projects a member limited to some projects may see and act on (issue 35 point 6); null
   * for everybody else. Every read scopes by it next to the client (db/sql/project-scope.ts).
   */
  projectIds: number[] | null;
  /** The opCo's settings that hot reads need, read with the membership rather than per request. */
  opCoSettings: OpCoSettings;
}

/**
 * What an opCo configures for its customers' reads (op_cos): read with the tenant, so a list page or
 * an order's detail runs no statement of its own for them. A change made in the database shows within
 * TENANT_TTL_MS (nothing in the portal edits them; the rental company's side sets them).
 */
export interface OpCoSettings {
  billingCycleDays: number;
  dateChangeCutoffHours: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const moduleOrder: PortalModule[] = ['order', 'request', 'asset'];

export function parseClientHeader(value: string | string[] | undefined): string {
  if (value === undefined || value === '') throw badRequest('corporate_client_required', 'Send the X-Corporate-Client header', [{ field: 'x-corporate-client', message: 'Required' }]);
  if (typeof value !== 'string' || !UUID.test(value)) throw badRequest('validation_failed', 'Invalid headers', [{ field: 'x-corporate-client', message: 'Must be a corporate client uuid' }]);
  return value.toLowerCase();
}

type Row = Omit<Tenant, 'modules' | 'rights' | 'projectIds' | 'opCoSettings'> & OpCoSettings & { clientModules: string; memberModules: string; rights: string | null; projectIds: string | null };

/** Postgres arrays arrive as `{a,b}` text from this raw query on both drivers. */
const pgArray = (v: string | null): string[] => (v && v.length > 2 ? v.slice(1, -1).split(',') : []);

/**
 * Memberships change rarely and are read on every request: they are cached for a few seconds.
 * Code that changes memberships or roles calls `ctx.tenants.clear()` after its commit, which clears
 * this process's cache and announces it to every other (auth/revocations.ts); TENANT_TTL_MS only
 * bounds a notification that got lost.
 */
export const TENANT_TTL_MS = 5_000;
export interface TenantCache extends Pick<TtlCache<Tenant | null>, 'get' | 'set'> {
  /** Here and, through the database, in every process (resolves once the notification is sent). */
  clear(): Promise<void>;
  /** Here only: what a notification from another process does. */
  clearHere(): void;
  /** Bumped by every clear: a load that began before one must not store its answer. */
  readonly generation: number;
}

/** `announce` tells the other processes (the app passes a NOTIFY); none in unit tests. */
export function createTenantCache(announce: () => Promise<void> = async () => undefined): TenantCache {
  const cache = createTtlCache<Tenant | null>(TENANT_TTL_MS, 20_000);
  let generation = 0;
  const clearHere = () => {
    generation += 1;
    cache.clear();
  };
  return {
    get: cache.get,
    set: cache.set,
    clearHere,
    clear() {
      clearHere();
      return announce();
    },
    get generation() {
      return generation;
    },
  };
}

export async function loadTenant({ db, tenants }: { db: Db; tenants: TenantCache }, userId: number, externalUuid: string): Promise<Tenant> {
  const key = `${userId}:${externalUuid}`;
  let tenant = tenants.get(key);
  if (tenant === undefined) {
    const started = tenants.generation;
    tenant = await queryTenant(db, userId, externalUuid);
    if (tenants.generation === started) tenants.set(key, tenant);
  }
  if (!tenant) throw forbidden('not_a_member', 'You are not a member of this corporate client');
  return tenant;
}

async function queryTenant(db: Db, userId: number, externalUuid: string): Promise<Tenant | null> {
  const [row] = await selectRows(db, sql<Row>`
           c.id AS "clientId", c.external_uuid AS "externalUuid", c.name, c.op_co AS "opCo",
           c.show_prices AS "showPrices", c.commercially_blocked AS "commerciallyBlocked",
           c.rental_contact_phone AS "rentalContactPhone", c.rental_contact_email AS "rentalContactEmail",
           c.modules::text AS "clientModules", m.modules::text AS "memberModules",
           (SELECT array_agg(DISTINCT rr.right_code ORDER BY rr.right_code)::text FROM membership_roles mr
              JOIN roles r ON r.id = mr.role_id AND NOT r.archived
              JOIN role_rights rr ON rr.role_id = r.id
              WHERE mr.membership_id = m.id) AS rights,
           (SELECT array_agg(mp.project_id ORDER BY mp.project_id)::text FROM membership_projects mp
              WHERE mp.membership_id = m.id) AS "projectIds",
           o.billing_cycle_days AS "billingCycleDays", o.date_change_cutoff_hours AS "dateChangeCutoffHours"`, sql`
    FROM memberships m
    JOIN corporate_clients c ON c.id = m.client_id
    JOIN op_cos o ON o.code = c.op_co
    JOIN users u ON u.id = m.user_id AND u.active
    WHERE m.user_id = ${userId} AND c.external_uuid = ${externalUuid} AND m.active AND m.accepted_at IS NOT NULL`);
  if (!row) return null;
  const client = pgArray(row.clientModules);
  const member = pgArray(row.memberModules);
  const { clientModules: _c, memberModules: _m, billingCycleDays, dateChangeCutoffHours, ...rest } = row;
  return {
    ...rest,
    opCoSettings: { billingCycleDays, dateChangeCutoffHours },
    rights: pgArray(row.rights) as Right[],
    projectIds: row.projectIds === null ? null : pgArray(row.projectIds).map(Number),
    modules: moduleOrder.filter((m) => client.includes(m) && member.includes(m)),
  };
}

export function requireRight(tenant: Tenant | undefined, right: Right): Tenant {
  if (!tenant || !tenant.rights.includes(right)) throw forbidden('missing_right', `This needs the right ${right}`);
  return tenant;
}

export function requireModule(tenant: Tenant | undefined, module: PortalModule): Tenant {
  if (!tenant || !tenant.modules.includes(module)) throw forbidden('module_inactive', `The ${module} module is not active`);
  return tenant;
}
