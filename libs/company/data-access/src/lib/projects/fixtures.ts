// Answers of the projects endpoints as the contract describes them, for tests.
import type { Project, ProjectPage } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

/** Anna: manages the company (MANAGE_ROLES_AND_USERS) and sees prices. */
export const projectManagerSession: Session = {
  user: { id: 1 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['MANAGE_ROLES_AND_USERS', 'VIEW_PRICES'],
  modules: ['order', 'request', 'asset'],
};

/** Harbour bridge: a budget, 86 % of it spent or committed. */
export const harbourBridge: Project = {
  id: 3,
  code: 'P-2026-003',
  name: 'Harbour bridge',
  addressId: 11,
  addressLabel: 'Quay 4, Rotterdam',
  poNumber: 'PO-88121',
  startDate: '2026-03-01',
  endDate: '2026-12-31',
  budget: { currency: 'EUR', budget: '50000.00', spent: '31000.00', committed: '12000.00', remaining: '7000.00' },
  archived: false,
  version: 2,
};

/** An archived project the user may not see the prices of (budget null). */
export const oldDepot: Project = { ...harbourBridge, id: 5, code: 'P-2025-017', name: 'Old depot', addressId: null, addressLabel: null, poNumber: null, startDate: null, endDate: null, budget: null, archived: true, version: 1 };

export const projectPage: ProjectPage = { items: [harbourBridge, oldDepot], page: 1, pageSize: 25, total: 2 };

