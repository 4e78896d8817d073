// Answers of the contact persons' endpoints as the contract describes them, for tests.
import type { ContactPerson, ContactPersonPage } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

/** Anna at Northwind Bouw: she manages the company's people and sites (MANAGE_ROLES_AND_USERS). */
export const companyManagerSession: Session = {
  user: { id: 1 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'VIEW_PRICES'],
  modules: ['order', 'request', 'asset'],
};

/** Ben at Northwind Bouw: he orders, and reads the company pages only. */
export const companyReaderSession: Session = { ...companyManagerSession, user: { id: 2 }, rights: ['PLACE_ORDERS'] };

export const eva: ContactPerson = { id: 4, firstName: 'Eva', lastName: 'Smit', jobTitle: 'Site manager', email: 'eva.smit@northwind.test', phone: '+31612345678', archived: false, version: 2 };
export const joost: ContactPerson = { id: 6, firstName: 'Joost', lastName: 'Visser', jobTitle: null, email: null, phone: '+3220000000', archived: false, version: 1 };
/** Archived: greyed with the archive icon when `Show archived` is on. */
export const karin: ContactPerson = { id: 9, firstName: 'Karin', lastName: 'Mol', jobTitle: 'Buyer', email: 'karin@northwind.test', phone: null, archived: true, version: 3 };

export const contactPersonPage: ContactPersonPage = { items: [eva, joost, karin], page: 1, pageSize: 25, total: 3 };
