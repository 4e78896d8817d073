// Answers of the users and roles endpoints for the component tests, and the MSW base they answer on.
import { MantineProvider } from '@mantine/core';
import type { Member, MemberPage, Role, RoleRef } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { testConfig } from '@portal/shared-data-access-http/testing';
import { portalCssVariables, portalTheme } from '@portal/shared-ui';
import type { ReactNode } from 'react';

export const companyBase = `${testConfig.apiUrlUsermgmt}/company`;

/** Anna: a manager of Northwind Bouw (MANAGE_ROLES_AND_USERS). */
export const managerSession: Session = {
  user: { id: 1 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'VIEW_PRICES'],
  modules: ['order', 'request', 'asset'],
};
/** Ben: orders, reads the company pages only. */
export const readerSession: Session = { ...managerSession, user: { id: 2 }, rights: ['PLACE_ORDERS'] };

const admin: RoleRef = { id: 1, name: 'Administrator', archived: false };
const orderer: RoleRef = { id: 2, name: 'Site orderer', archived: false };
const former: RoleRef = { id: 3, name: 'Former buyer', archived: true };
export const roleOptions: RoleRef[] = [admin, former, orderer];

export const anna: Member = { id: 1, firstName: 'Anna', lastName: 'de Vries', email: 'anna@northwind.test', roles: [admin], status: 'active', invitedAt: null, self: true, projectIds: null, version: 2 };
export const ben: Member = { id: 2, firstName: 'Ben', lastName: 'Jansen', email: 'ben@northwind.test', roles: [former, orderer], status: 'active', invitedAt: null, self: false, projectIds: null, version: 1 };
export const cleo: Member = { id: 5, firstName: 'Cleo', lastName: 'Bakker', email: 'cleo@northwind.test', roles: [orderer], status: 'invited', invitedAt: '2026-11-18T09:00:00.000Z', self: false, projectIds: null, version: 1 };
export const dirk: Member = { id: 7, firstName: 'Dirk', lastName: 'Smit', email: 'dirk@northwind.test', roles: [orderer], status: 'deactivated', invitedAt: null, self: false, projectIds: null, version: 3 };
export const memberPage: MemberPage = { items: [anna, ben, cleo, dirk], page: 1, pageSize: 25, total: 4 };

export const adminRole: Role = { id: 1, name: 'Administrator', rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'APPROVE_ORDERS', 'VIEW_PRICES'], memberCount: 1, archived: false, version: 4 };
export const ordererRole: Role = { id: 2, name: 'Site orderer', rights: ['PLACE_ORDERS'], memberCount: 3, archived: false, version: 1 };
export const formerRole: Role = { id: 3, name: 'Former buyer', rights: ['VIEW_DOCUMENTS', 'VIEW_PRICES'], memberCount: 0, archived: true, version: 2 };

/** The first render of a page waits for its queries: on a busy machine that can take more than the default second. */
export const firstLoad = { timeout: 5000 };

/**
 * Mantine's test mode around a page: jsdom has no layout, so a dropdown (menu, MultiSelect) would
 * count as detached from its button and stay hidden; in test mode it shows.
 */
export function TestMode({ children }: { children: ReactNode }) {
  return <MantineProvider theme={portalTheme} cssVariablesResolver={portalCssVariables} env="test">{children}</MantineProvider>;
}
