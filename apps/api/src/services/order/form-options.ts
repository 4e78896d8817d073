// What the order form offers: the client's own projects, addresses and contact persons (not
// archived), the depots of its opCo, today in the opCo's time zone and the approval threshold.
import { and, asc, desc, eq, isNotNull, max, or, sql } from 'drizzle-orm';
import { orderFormOptionsSchema } from '@portal/shared-api-contract';
import { addresses, contactPersons, corporateClients, depots, orders, projects } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { currencyOf, seesPrices } from '../../lib/prices';
import { requireOrdering, thresholdText } from './access';
import { todayIn } from './pricing';
import { projectScope } from '../../db/sql/project-scope';

export function formOptionRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/order-form/options', {
    schema: { tags: ['order'], summary: 'The choices of the order form (403 client_blocked or missing_right when the caller may not order)', response: { 200: orderFormOptionsSchema } },
  }, async (request) => {
    const tenant = requireOrdering(request.tenant);
    const clientId = tenant.clientId;
    const [client, projectRows, addressRows, contactRows, depotRows, usedRows] = await Promise.all([
      db.select({ threshold: corporateClients.orderApprovalThreshold }).from(corporateClients).where(eq(corporateClients.id, clientId)),
      db.select({ id: projects.id, code: projects.code, name: projects.name, poNumber: projects.poNumber, addressId: projects.addressId }).from(projects)
        .where(and(eq(projects.clientId, clientId), eq(projects.archived, false), projectScope(tenant, sql`${projects.id}`))).orderBy(asc(projects.name), asc(projects.id)),
      db.select({ id: addresses.id, label: addresses.label, street: addresses.street, postalCode: addresses.postalCode, city: addresses.city, country: addresses.country, defaultDelivery: addresses.defaultDelivery })
        .from(addresses).where(and(eq(addresses.clientId, clientId), eq(addresses.archived, false)))
        .orderBy(desc(addresses.defaultDelivery), asc(addresses.label), asc(addresses.id)),
      db.select({ id: contactPersons.id, firstName: contactPersons.firstName, lastName: contactPersons.lastName, email: contactPersons.email, phone: contactPersons.phone })
        .from(contactPersons).where(and(eq(contactPersons.clientId, clientId), eq(contactPersons.archived, false)))
        .orderBy(asc(contactPersons.firstName), asc(contactPersons.lastName), asc(contactPersons.id)),
      db.select({ id: depots.id, name: depots.name, city: depots.city }).from(depots).where(eq(depots.opCo, tenant.opCo)).orderBy(asc(depots.name)),
      // What each project's orders were delivered to and who was the contact, most recent first.
      db.select({ projectId: orders.projectId, addressId: orders.addressId, contactPersonId: orders.contactPersonId, last: max(orders.createdAt) }).from(orders)
        .where(and(eq(orders.clientId, clientId), projectScope(tenant, sql`${orders.projectId}`), isNotNull(orders.projectId), or(isNotNull(orders.addressId), isNotNull(orders.contactPersonId))))
        .groupBy(orders.projectId, orders.addressId, orders.contactPersonId).orderBy(desc(max(orders.createdAt))),
    ]);
    const links = projectLinks(projectRows, usedRows, new Set(addressRows.map((a) => a.id)), new Set(contactRows.map((c) => c.id)));
    return {
      today: todayIn(tenant.opCo),
      currency: currencyOf(tenant.opCo),
      // Who cannot see prices cannot see the amount either; the estimate still says "needs approval".
      approvalThreshold: seesPrices(tenant) ? thresholdText(client[0]?.threshold ?? null) : null,
      projects: projectRows.map(({ addressId: _site, ...p }) => ({ ...p, ...links(p.id) })),
      addresses: addressRows,
      contactPersons: contactRows.map(({ firstName, lastName, ...c }) => ({ ...c, name: `${firstName} ${lastName}` })),
      depots: depotRows,
    };
  });
}

interface Used {
  projectId: number | null;
  addressId: number | null;
  contactPersonId: number | null;
}

/** Per project its own addresses (the site first, then those its orders used) and contact persons; only choosable ones. */
function projectLinks(projectRows: { id: number; addressId: number | null }[], used: Used[], liveAddresses: Set<number>, liveContacts: Set<number>) {
  const byProject = new Map<number, { addressIds: Set<number>; contactPersonIds: Set<number> }>();
  for (const p of projectRows) byProject.set(p.id, { addressIds: new Set(p.addressId !== null ? [p.addressId] : []), contactPersonIds: new Set() });
  for (const u of used) {
    const entry = u.projectId === null ? undefined : byProject.get(u.projectId);
    if (!entry) continue;
    if (u.addressId !== null) entry.addressIds.add(u.addressId);
    if (u.contactPersonId !== null) entry.contactPersonIds.add(u.contactPersonId);
  }
  return (id: number) => {
    const entry = byProject.get(id);
    return {
      addressIds: [...(entry?.addressIds ?? [])].filter((a) => liveAddresses.has(a)),
      contactPersonIds: [...(entry?.contactPersonIds ?? [])].filter((c) => liveContacts.has(c)),
    };
  };
}
