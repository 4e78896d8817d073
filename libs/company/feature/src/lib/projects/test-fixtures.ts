// The projects page's component tests: sessions with and without the manager's right and prices,
// and one project per budget state (the API's answers as the contract describes them).
import type { AddressOptionList, Project, ProjectPage } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

const client = { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true };
/** Anna: manages the company and sees prices. */
export const managerSession: Session = { user: { id: 1 }, client, rights: ['MANAGE_ROLES_AND_USERS', 'VIEW_PRICES'], modules: ['order', 'request', 'asset'] };
/** Ben: orders on site, neither manages nor sees prices. */
export const readerSession: Session = { user: { id: 2 }, client, rights: ['PLACE_ORDERS'], modules: ['order', 'request', 'asset'] };

/** 60 % used: fine. */
export const ringRoad: Project = {
  id: 3,
  code: 'P-2026-003',
  name: 'Ring road',
  addressId: 11,
  addressLabel: 'Quay 4, Rotterdam',
  poNumber: 'PO-88121',
  startDate: '2026-03-01',
  endDate: '2026-12-31',
  budget: { currency: 'EUR', budget: '10000.00', spent: '5000.00', committed: '1000.50', remaining: '3999.50' },
  archived: false,
  version: 2,
};
/** 86 % used: amber. */
export const harbourBridge: Project = {
  ...ringRoad,
  id: 4,
  code: 'P-2026-004',
  name: 'Harbour bridge',
  poNumber: 'PO-88200',
  budget: { currency: 'EUR', budget: '10000.00', spent: '6000.00', committed: '2600.00', remaining: '1400.00' },
};
/** Past its budget by €1,200: red. */
export const depot: Project = {
  ...ringRoad,
  id: 5,
  code: 'P-2026-005',
  name: 'Depot',
  poNumber: null,
  endDate: null,
  budget: { currency: 'EUR', budget: '10000.00', spent: '9000.00', committed: '2200.00', remaining: '-1200.00' },
};
/** Archived, without a budget. */
export const oldYard: Project = {
  ...ringRoad,
  id: 6,
  code: 'P-2025-017',
  name: 'Old yard',
  addressId: null,
  addressLabel: null,
  startDate: null,
  endDate: null,
  budget: { currency: 'EUR', budget: null, spent: '250.00', committed: '0.00', remaining: null },
  archived: true,
  version: 1,
};

const all = [ringRoad, harbourBridge, depot, oldYard];
/** The page as someone who sees prices gets it. */
export const pageWithPrices: ProjectPage = { items: all, page: 1, pageSize: 25, total: all.length };
/** The same page without prices: the API sends no amounts at all. */
export const pageWithoutPrices: ProjectPage = { ...pageWithPrices, items: all.map((p) => ({ ...p, budget: null })) };

export const addressOptions: AddressOptionList = {
  items: [
    { id: 11, label: 'Quay 4', city: 'Rotterdam', country: 'NL' },
    { id: 12, label: 'Ring road yard', city: 'Utrecht', country: 'NL' },
  ],
};
