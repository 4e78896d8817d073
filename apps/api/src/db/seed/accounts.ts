// Seeds the demo clients, their roles, the demo accounts and some colleagues of anna.
import type { Db } from '../client';
import { corporateClients, membershipRoles, memberships, roleRights, roles, users } from '../schema';
import { hashPassword, type ScryptCost } from '../../auth/passwords';
import { DEMO_PASSWORD, demoClients, demoUsers, limitedUser, roleTemplates, type RoleKey } from './accounts-data';
import { clientLegal } from './client-legal';
import { insertBatched } from './insert';
import type { Random } from './random';


const firstNames = ['Daan', 'Sanne', 'Lucas', 'Emma', 'Milan', 'Julia', 'Noah', 'Lotte', 'Sem', 'Tess', 'Finn', 'Sara'];
const lastNames = ['Visser', 'Smit', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Brouwer', 'Dijkstra'];

export interface AccountIds {
  clientIds: Record<string, number>;
  userIdByEmail: Record<string, number>;
}

export async function seedAccounts(db: Db, rnd: Random, scale: number, passwordCost?: ScryptCost): Promise<AccountIds> {
  const clientIds: Record<string, number> = {};
  const clientRows = demoClients.map((c, i) => {
    clientIds[c.key] = i + 1;
    return {
      id: i + 1,
      externalUuid: c.externalUuid,
      name: c.name,
      opCo: c.opCo,
      showPrices: c.key !== 'request-only',
      commerciallyBlocked: c.blocked ?? false,
      rentalContactPhone: c.contact?.phone ?? null,
      rentalContactEmail: c.contact?.email ?? null,
      modules: c.modules,
      orderApprovalThreshold: c.approvalThreshold ?? null,
      ...clientLegal[c.key],
    };
  });
  await insertBatched(db, corporateClients, clientRows);

  // Every client gets the same role set; the role ids are needed for the memberships.
  const roleId: Record<string, number> = {};
  const roleRows: (typeof roles.$inferInsert)[] = [];
  const roleRightRows: (typeof roleRights.$inferInsert)[] = [];
  for (const c of clientRows) {
    for (const [key, tpl] of Object.entries(roleTemplates)) {
      const id = roleRows.length + 1;
      roleId[`${c.id}:${key}`] = id;
      roleRows.push({ id, clientId: c.id, name: tpl.name });
      roleRightRows.push(...tpl.rights.map((rightCode) => ({ roleId: id, rightCode })));
    }
    roleRows.push({ id: roleRows.length + 1, clientId: c.id, name: 'Former buyers', archived: true });
  }
  await insertBatched(db, roles, roleRows);
  await insertBatched(db, roleRights, roleRightRows);

  const userRows: (typeof users.$inferInsert)[] = [];
  const membershipRows: (typeof memberships.$inferInsert)[] = [];
  const membershipRoleRows: (typeof membershipRoles.$inferInsert)[] = [];
  const userIdByEmail: Record<string, number> = {};
  const addMembership = (userId: number, clientKey: string, role: RoleKey, modules: ('order' | 'request' | 'asset')[], active = true) => {
    const clientId = clientIds[clientKey] as number;
    const id = membershipRows.length + 1;
    membershipRows.push({ id, userId, clientId, modules, active });
    membershipRoleRows.push({ membershipId: id, roleId: roleId[`${clientId}:${role}`] as number });
  };
  // Every demo account shares one hash of the (published) demo password: at OWASP's cost each
  // hash takes a good part of a second, and separate salts protect nothing here.
  const sharedHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  for (const u of demoUsers) {
    const id = userRows.length + 1;
    userIdByEmail[u.email] = id;
    userRows.push({ id, email: u.email, passwordHash: sharedHash, firstName: u.firstName, lastName: u.lastName, preferredLanguage: u.language, staff: u.staff ?? false, phone: `+3161234${String(id).padStart(4, '0')}` });
    for (const m of u.memberships) addMembership(id, m.client, m.role, m.modules);
  }
  // Colleagues for the users and roles screens, with the same demo password.
  // The first four roles only, so adding a role template does not reshuffle the colleagues.
  const roleKeys: RoleKey[] = ['admin', 'orderer', 'siteManager', 'viewer'];
  for (let i = 0; i < Math.round(12 * scale); i++) {
    const id = userRows.length + 1;
    const firstName = firstNames[i % firstNames.length] as string;
    const lastName = rnd.pick(lastNames);
    const email = `${firstName}.${lastName}.${i + 1}@northwind.test`.toLowerCase();
    userRows.push({ id, email, passwordHash: sharedHash, firstName, lastName, preferredLanguage: 'nl' });
    // Every seventh colleague was deactivated by the company (their membership, not their account).
    addMembership(id, 'northwind-bouw', roleKeys[i % roleKeys.length] as RoleKey, i % 2 ? ['order', 'request'] : ['order', 'request', 'asset'], i % 7 !== 6);
  }
  {
    const u = limitedUser;
    const id = userRows.length + 1;
    userIdByEmail[u.email] = id;
    userRows.push({ id, email: u.email, passwordHash: sharedHash, firstName: u.firstName, lastName: u.lastName, preferredLanguage: u.language, phone: `+3161234${String(id).padStart(4, '0')}` });
    const [first, ...more] = u.roles;
    addMembership(id, u.client, first, [...u.modules]);
    const clientId = clientIds[u.client] as number;
    for (const role of more) membershipRoleRows.push({ membershipId: membershipRows.length, roleId: roleId[`${clientId}:${role}`] as number });
  }
  await insertBatched(db, users, userRows);
  await insertBatched(db, memberships, membershipRows);
  await insertBatched(db, membershipRoles, membershipRoleRows);
  return { clientIds, userIdByEmail };
}
