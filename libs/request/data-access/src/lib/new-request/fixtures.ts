// Answers of the request service's form endpoints as the contract describes them, for tests.
import type { RequestableLine, RequestableLinePage } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import type { RequestableAsset, RequestableDocument } from './requestable-picks';

/** A user who may send requests, for a client with every module. */
export const requestFormSession: Session = {
  user: { id: 2 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['VIEW_PRICES', 'VIEW_DOCUMENTS', 'MANAGE_REQUESTS'],
  modules: ['order', 'request', 'asset'],
};

const names = (en: string) => ({ 'en-US': en, de: `${en} (de)`, 'fr-BE': `${en} (fr)`, nl: `${en} (nl)`, 'nl-BE': `${en} (nl-BE)`, hu: `${en} (hu)`, pl: `${en} (pl)` });

/** Five excavators on rent; a generator of which one of two was stopped earlier. */
export const requestableLines: RequestableLine[] = [
  {
    id: 101,
    contractId: 11,
    contractNumber: 'C-0000011',
    projectName: 'Harbour bridge',
    productNames: names('Mini excavator 1.5 t'),
    fleetNumber: 'FL-100001',
    quantity: 5,
    onRentQuantity: 5,
    onRentDate: '2026-10-01',
    expectedOffRentDate: '2026-12-01',
    offHire: null,
    costToDate: '16071.43',
    nextInvoiceDate: '2026-11-26',
    nextInvoiceAmount: '9000.00',
  },
  {
    id: 102,
    contractId: 11,
    contractNumber: 'C-0000011',
    projectName: null,
    productNames: names('Generator 20 kVA'),
    fleetNumber: 'FL-100002',
    quantity: 2,
    onRentQuantity: 1,
    onRentDate: '2026-10-05',
    expectedOffRentDate: '2026-12-15',
    offHire: { date: '2026-11-25', quantity: 1, reference: 'OH-0000007' },
    costToDate: '3680.00',
    nextInvoiceDate: '2026-11-30',
    nextInvoiceAmount: '1120.00',
  },
];

/** Today is 2026-11-20 in the opCo's time zone. */
export const requestableLinePage: RequestableLinePage = { items: requestableLines, page: 1, pageSize: 10, total: 2,
  today: '2026-11-20',
  // A Friday morning in a Dutch opCo that collects on weekdays.
  now: '2026-11-20T09:12',
  collectionHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:00', closes: '17:00' })),
  currency: 'EUR',
};

export const requestableAssets: RequestableAsset[] = [
  { id: 7, name: 'Telehandler TH-35', serial: 'SN-35-0007' },
  { id: 8, name: 'Scissor lift SL-12', serial: null },
];

export const requestableDocuments: RequestableDocument[] = [
  { id: 21, number: 'INV-00000021', date: '2026-10-01' },
  { id: 23, number: 'CN-00000023', date: '2026-10-20' },
];
