// The demo clients and accounts of PRODUCT.md. Client uuids are fixed so tests, e2e and people
// can refer to them.
type Module = 'order' | 'request' | 'asset';
type OpCo = 'nl' | 'be' | 'de' | 'pl' | 'hu';

export interface DemoClient {
  key: string;
  externalUuid: string;
  name: string;
  opCo: OpCo;
  modules: Module[];
  blocked?: boolean;
  contact?: { phone: string; email: string };
  /** Share of the Northwind Bouw volume this client gets. */
  volume: number;
  /** Orders above this amount wait for approval (absent: approval off). */
  approvalThreshold?: number;
}

export const demoClients: DemoClient[] = [
  { key: 'northwind-bouw', externalUuid: '5eed0000-0000-4000-8000-000000000001', name: 'Northwind Bouw B.V.', opCo: 'nl', modules: ['order', 'request', 'asset'], contact: { phone: '+31 20 555 0142', email: 'northwind@atlas-rental.nl' }, volume: 1, approvalThreshold: 5000 },
  { key: 'northwind-infra', externalUuid: '5eed0000-0000-4000-8000-000000000002', name: 'Northwind Infra B.V.', opCo: 'nl', modules: ['order', 'request', 'asset'], contact: { phone: '+31 20 555 0143', email: 'infra@atlas-rental.nl' }, volume: 0.2 },
  { key: 'request-only', externalUuid: '5eed0000-0000-4000-8000-000000000003', name: 'Request Only Services BV', opCo: 'be', modules: ['request'], volume: 0.05 },
  { key: 'asset-only', externalUuid: '5eed0000-0000-4000-8000-000000000004', name: 'Asset Only GmbH', opCo: 'de', modules: ['asset'], volume: 0.05 },
  { key: 'no-modules', externalUuid: '5eed0000-0000-4000-8000-000000000005', name: 'No Modules Sp. z o.o.', opCo: 'pl', modules: [], volume: 0.02 },
  { key: 'blocked', externalUuid: '5eed0000-0000-4000-8000-000000000006', name: 'Blocked Építő Kft.', opCo: 'hu', modules: ['order', 'request'], blocked: true, contact: { phone: '+36 1 555 0177', email: 'credit@atlas-rental.hu' }, volume: 0.1 },
  { key: 'no-contact', externalUuid: '5eed0000-0000-4000-8000-000000000007', name: 'No Contact Bouw BV', opCo: 'nl', modules: ['order'], blocked: true, volume: 0.05 },
];

export const roleTemplates = {
  admin: { name: 'Administrator', rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'VIEW_PRICES', 'VIEW_DOCUMENTS', 'MANAGE_REQUESTS', 'MANAGE_ASSETS', 'APPROVE_ORDERS'] },
  orderer: { name: 'Orderer', rights: ['PLACE_ORDERS', 'VIEW_PRICES', 'VIEW_DOCUMENTS'] },
  siteManager: { name: 'Site manager', rights: ['MANAGE_REQUESTS', 'MANAGE_ASSETS', 'VIEW_DOCUMENTS'] },
  viewer: { name: 'Viewer', rights: ['VIEW_DOCUMENTS'] },
  /** Orders and documents without rates or amounts (ben): the "prices hidden" case of a client that shows them. */
  siteOrderer: { name: 'Site orderer', rights: ['PLACE_ORDERS', 'VIEW_DOCUMENTS'] },
} as const;
export type RoleKey = keyof typeof roleTemplates;

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  language: 'en-US' | 'de' | 'fr-BE' | 'nl' | 'nl-BE' | 'hu' | 'pl';
  staff?: boolean;
  memberships: { client: string; role: RoleKey; modules: Module[] }[];
}

const all: Module[] = ['order', 'request', 'asset'];

export const demoUsers: DemoUser[] = [
  { email: 'anna@northwind.test', firstName: 'Anna', lastName: 'de Vries', language: 'nl', memberships: [{ client: 'northwind-bouw', role: 'admin', modules: all }, { client: 'northwind-infra', role: 'admin', modules: all }] },
  { email: 'ben@northwind.test', firstName: 'Ben', lastName: 'Jansen', language: 'en-US', memberships: [{ client: 'northwind-bouw', role: 'siteOrderer', modules: ['order'] }] },
  { email: 'rita@requestonly.test', firstName: 'Rita', lastName: 'Peeters', language: 'nl-BE', memberships: [{ client: 'request-only', role: 'siteManager', modules: all }] },
  { email: 'axel@assetonly.test', firstName: 'Axel', lastName: 'Schmidt', language: 'de', memberships: [{ client: 'asset-only', role: 'siteManager', modules: all }] },
  { email: 'nora@nomodules.test', firstName: 'Nora', lastName: 'Kowalska', language: 'pl', memberships: [{ client: 'no-modules', role: 'admin', modules: all }] },
  { email: 'carl@blocked.test', firstName: 'Carl', lastName: 'Nagy', language: 'hu', memberships: [{ client: 'blocked', role: 'admin', modules: all }] },
  { email: 'olga@nocontact.test', firstName: 'Olga', lastName: 'Bakker', language: 'nl', memberships: [{ client: 'no-contact', role: 'admin', modules: all }] },
  { email: 'dora@noclient.test', firstName: 'Dora', lastName: 'Smit', language: 'en-US', memberships: [] },
  { email: 'staff@atlas.test', firstName: 'Sam', lastName: 'Staff', language: 'en-US', staff: true, memberships: [] },
];

/**
 * A site manager and orderer of Northwind Bouw limited to one project (issue 35 point 6): added
 * after every other account so no seeded id moves; db/seed/index.ts sets the limit.
 */
export const limitedUser = {
  email: 'lena@northwind.test', firstName: 'Lena', lastName: 'Visser', language: 'de', client: 'northwind-bouw',
  roles: ['orderer', 'siteManager'], modules: all,
} as const;

export const DEMO_PASSWORD = 'rental-demo';
