// Answers of the users and roles endpoints as the contract describes them, for tests.
import type { Member, MemberPage, Role, RoleArchiveImpact, RoleRef } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

/** Anna: a manager of Northwind Bouw (MANAGE_ROLES_AND_USERS). */
export const managerSession: Session = {
  user: { id: 1 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'VIEW_PRICES'],
  modules: ['order', 'request', 'asset'],
};

export const adminRef: RoleRef = { id: 1, name: 'Administrator', archived: false };
export const ordererRef: RoleRef = { id: 2, name: 'Site orderer', archived: false };
export const formerRef: RoleRef = { id: 3, name: 'Former buyer', archived: true };

export const anna: Member = { id: 1, firstName: 'Anna', lastName: 'de Vries', email: 'anna@northwind.test', roles: [adminRef], status: 'active', invitedAt: null, self: true, projectIds: null, version: 2 };
export const ben: Member = { id: 2, firstName: 'Ben', lastName: 'Jansen', email: 'ben@northwind.test', roles: [ordererRef, formerRef], status: 'active', invitedAt: null, self: false, projectIds: null, version: 1 };
export const cleo: Member = { id: 5, firstName: 'Cleo', lastName: 'Bakker', email: 'cleo@northwind.test', roles: [ordererRef], status: 'invited', invitedAt: '2026-11-18T09:00:00.000Z', self: false, projectIds: null, version: 1 };
export const dirk: Member = { id: 7, firstName: 'Dirk', lastName: 'Smit', email: 'dirk@northwind.test', roles: [ordererRef], status: 'deactivated', invitedAt: null, self: false, projectIds: null, version: 3 };

export const memberPage: MemberPage = { items: [anna, ben, cleo, dirk], page: 1, pageSize: 25, total: 4 };
export const roleOptions: RoleRef[] = [adminRef, ordererRef, formerRef];

export const adminRole: Role = { id: 1, name: 'Administrator', rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'APPROVE_ORDERS', 'VIEW_PRICES'], memberCount: 1, archived: false, version: 4 };
export const ordererRole: Role = { id: 2, name: 'Site orderer', rights: ['PLACE_ORDERS'], memberCount: 3, archived: false, version: 1 };
export const formerRole: Role = { id: 3, name: 'Former buyer', rights: ['VIEW_DOCUMENTS', 'VIEW_PRICES'], memberCount: 0, archived: true, version: 2 };

/** Archiving Site orderer: Ben keeps nothing it gave, Cleo loses ordering only (another role gives her prices). */
export const ordererImpact: RoleArchiveImpact = {
  members: [
    { id: 2, firstName: 'Ben', lastName: 'Jansen', loses: ['PLACE_ORDERS'] },
    { id: 5, firstName: 'Cleo', lastName: 'Bakker', loses: ['PLACE_ORDERS'] },
  ],
};
