// Answers of the general service's asset endpoints as the contract describes them, for tests.
import type { Asset, AssetMapPoints, AssetOptions, AssetPage, LocalisedNames } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import type { AssetRequest } from './asset-requests';

/** A user of a client with every module, who may add, edit and archive assets. */
export const assetSession: Session = {
  user: { id: 3 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['MANAGE_ASSETS', 'MANAGE_REQUESTS'],
  modules: ['order', 'request', 'asset'],
};

const names = (en: string, de: string): LocalisedNames => ({ 'en-US': en, de, 'fr-BE': `${en} (fr)`, nl: `${en} (nl)`, 'nl-BE': `${en} (nl-BE)`, hu: `${en} (hu)`, pl: `${en} (pl)` });

/** Tower crane TC-7: rented, on the Harbour bridge site, inspection overdue (today is 2026-11-20). */
export const crane: Asset = {
  id: 7,
  name: 'Tower crane TC-7',
  categoryId: 1,
  categoryNames: names('Cranes', 'Krane'),
  serial: 'SN-0007',
  projectId: 3,
  projectName: 'Harbour bridge',
  locationLabel: 'Quay 4, Rotterdam',
  lat: 51.9,
  lng: 4.48,
  inspectionDueDate: '2026-11-01',
  owned: false,
  archived: false,
  version: 3,
};

/** Generator G-12: the customer's own, due within 30 days, no project. */
export const generator: Asset = {
  ...crane,
  id: 12,
  name: 'Generator G-12',
  categoryId: 2,
  categoryNames: names('Generators', 'Generatoren'),
  serial: 'SN-0012',
  projectId: null,
  projectName: null,
  locationLabel: null,
  lat: 52.37,
  lng: 4.9,
  inspectionDueDate: '2026-12-05',
  owned: true,
  version: 1,
};

/** Old dumper D-2: archived, no location, no inspection date. */
export const dumper: Asset = { ...generator, id: 2, name: 'Dumper D-2', categoryId: null, categoryNames: null, serial: 'SN-0002', lat: null, lng: null, inspectionDueDate: null, archived: true };

export const assetPage: AssetPage = { items: [crane, generator, dumper], page: 1, pageSize: 25, total: 3, today: '2026-11-20', inspections: { overdue: 1, dueSoon: 2 } };

export const assetMapPoints: AssetMapPoints = {
  items: [crane, generator].map(({ id, name, serial, lat, lng, archived }) => ({ id, name, serial, lat: lat!, lng: lng!, archived })),
};

export const assetOptions: AssetOptions = {
  categories: [
    { id: 1, names: names('Cranes', 'Krane') },
    { id: 2, names: names('Generators', 'Generatoren') },
  ],
  projects: [
    { id: 3, code: 'P-3', name: 'Harbour bridge', archived: false },
    { id: 4, code: 'P-4', name: 'Old depot', archived: true },
    { id: 5, code: 'P-5', name: 'Ring road', archived: false },
  ],
};

export const assetRequests: AssetRequest[] = [
  { id: 45, number: 'R-0000045', type: 'breakdown', status: 'in_progress', createdAt: '2026-11-18T14:00:00.000Z' },
  { id: 46, number: 'R-0000046', type: 'damage', status: 'submitted', createdAt: '2026-11-19T09:00:00.000Z' },
];
