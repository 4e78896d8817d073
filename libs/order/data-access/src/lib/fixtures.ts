// Answers of the overview service as the contract describes them, for tests of this domain.
import type { ContractDetail, ContractPage, DocumentDetail, DocumentPage, OrderDetail, OrderPage, OrderSettings, ProjectOption } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

export const testSession: Session = {
  user: { id: 2 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['VIEW_PRICES', 'VIEW_DOCUMENTS', 'PLACE_ORDERS', 'MANAGE_REQUESTS'],
  modules: ['order', 'request', 'asset'],
};

const names = (en: string) => ({ 'en-US': en, de: `${en} (de)`, 'fr-BE': `${en} (fr)`, nl: `${en} (nl)`, 'nl-BE': `${en} (nl-BE)`, hu: `${en} (hu)`, pl: `${en} (pl)` });

export const contractPage: ContractPage = {
  items: [
    { id: 11, number: 'C-0000011', status: 'open', projectId: 3, projectName: 'Harbour bridge', startDate: '2026-10-01', endDate: '2026-12-01', lineCount: 2, createdAt: '2026-10-01T08:00:00.000Z',
      costToDate: '7854.29', nextInvoiceDate: '2026-11-26', nextInvoiceAmount: '1960.00' },
    { id: 12, number: 'C-0000012', status: 'closed', projectId: null, projectName: null, startDate: '2025-01-01', endDate: '2025-02-01', lineCount: 1, createdAt: '2025-01-01T08:00:00.000Z',
      costToDate: '1200.00', nextInvoiceDate: null, nextInvoiceAmount: null },
  ],
  page: 1,
  pageSize: 25,
  total: 2,
  currency: 'EUR',
};

export const contractDetail: ContractDetail = {
  ...contractPage.items[0]!,
  orderNumber: 'O-0000007',
  poReference: 'PO-4711',
  currency: 'EUR',
  lines: [
    { id: 101, productCode: 'EXC-15', productNames: names('Mini excavator 1.5 t'), fleetNumber: 'FL-100001', quantity: 1, onRentDate: '2026-10-01', expectedOffRentDate: '2026-12-01', actualOffHireDate: null, rate: '450.00', ratePeriod: 'week', onRentQuantity: 1, offHire: null,
      costToDate: '3214.29', nextInvoiceDate: '2026-11-26', nextInvoiceAmount: '1800.00' },
    { id: 102, productCode: 'GEN-20', productNames: names('Generator 20 kVA'), fleetNumber: 'FL-100002', quantity: 2, onRentDate: '2026-10-05', expectedOffRentDate: '2026-11-05', actualOffHireDate: '2026-11-03', rate: '80.00', ratePeriod: 'day', onRentQuantity: 0, offHire: null,
      costToDate: '4640.00', nextInvoiceDate: '2026-11-30', nextInvoiceAmount: '160.00' },
  ],
};

export const documentPage: DocumentPage = {
  items: [
    { id: 21, type: 'invoice', number: 'INV-00000021', date: '2026-10-01', dueDate: '2026-10-31', amount: '1234.50', currency: 'EUR', status: 'overdue', projectId: 3, projectName: 'Harbour bridge' },
    { id: 22, type: 'delivery_note', number: 'DN-00000022', date: '2026-11-01', dueDate: null, amount: null, currency: 'EUR', status: null, projectId: null, projectName: null },
  ],
  page: 1,
  pageSize: 25,
  total: 2,
  totals: { currency: 'EUR', openCount: 3, openAmount: '900.00', overdueCount: 1, overdueAmount: '1234.50', outstandingCount: 4, outstandingAmount: '2134.50' },
};

/** Invoice 21 of the page above with its content: one rental line and a transport line at 21 %. */
export const documentDetail: DocumentDetail = {
  ...documentPage.items[0]!,
  amount: '1234.50',
  lines: [
    {
      position: 1, kind: 'rental', productNames: { 'en-US': 'Mini excavator 1.8 t', de: 'Minibagger 1,8 t', 'fr-BE': 'Mini-pelle 1,8 t', nl: 'Minigraver 1,8 t', 'nl-BE': 'Minigraver 1,8 t', hu: 'Minikotró 1,8 t', pl: 'Minikoparka 1,8 t' },
      fleetNumber: 'FL-100001', periodFrom: '2026-09-10', periodTo: '2026-09-30', quantity: 2, unit: 'week', unitCount: 3, rate: '150.00', netAmount: '900.00', vatRate: '21.00',
    },
    { position: 2, kind: 'transport', productNames: null, fleetNumber: null, periodFrom: null, periodTo: null, quantity: 1, unit: 'piece', unitCount: 1, rate: '120.25', netAmount: '120.25', vatRate: '21.00' },
  ],
  vatBreakdown: [{ vatRate: '21.00', netAmount: '1020.25', vatAmount: '214.25' }],
  netAmount: '1020.25',
  vatAmount: '214.25',
  grossAmount: '1234.50',
  paymentTermsDays: 30,
  paymentReference: '3000000000000021',
  poReference: 'PO-4711',
  corrects: null,
  issuer: { legalName: 'Atlas Rental Nederland B.V.', street: 'Transformatorweg 38', postalCode: '1014 AK', city: 'Amsterdam', countryCode: 'NL', vatNumber: 'NL859123456B01', iban: 'NL71INGB0009876543', bic: 'INGBNL2A' },
};

export const projectOptions: ProjectOption[] = [
  { id: 3, code: 'P-003', name: 'Harbour bridge', archived: false },
  { id: 4, code: 'P-004', name: 'Old depot', archived: true },
];

export const orderPage: OrderPage = {
  items: [
    { id: 31, number: 'O-0000031', status: 'awaiting_approval', projectId: 3, projectName: 'Harbour bridge', poReference: 'PO-778', startDate: '2026-12-01', endDate: '2026-12-15', lineCount: 2, total: '6150.00', currency: 'EUR', createdAt: '2026-11-20T09:30:00.000Z', createdByName: 'Ben Builder' },
    { id: 32, number: 'O-0000032', status: 'rejected', projectId: null, projectName: null, poReference: null, startDate: '2026-11-25', endDate: '2026-11-30', lineCount: 1, total: '120.00', currency: 'EUR', createdAt: '2026-11-18T14:00:00.000Z', createdByName: null },
  ],
  page: 1,
  pageSize: 25,
  total: 2,
};

/** O-0000031 as its approver sees it: placed by Ben, waiting for approval, one delivered and one picked-up line. */
export const orderDetail: OrderDetail = {
  ...orderPage.items[0]!,
  address: { id: 5, label: 'Site office', street: 'Kade 1', postalCode: '3011 AA', city: 'Rotterdam', country: 'NL' },
  contactPerson: { id: 8, name: 'Carla Site', email: 'carla@example.test', phone: '+31 10 000 0000' },
  comment: 'Gate 4, ask for Carla.',
  lines: [
    { id: 301, productId: 7, productCode: 'EXC-15', productNames: names('Mini excavator 1.5 t'), quantity: 1, startDate: '2026-12-01', expectedEndDate: '2026-12-15', deliveryMethod: 'delivery', depotId: null, depotName: null, cost: '6000.00', poReference: null },
    { id: 302, productId: 8, productCode: 'GEN-20', productNames: names('Generator 20 kVA'), quantity: 2, startDate: '2026-12-01', expectedEndDate: '2026-12-03', deliveryMethod: 'pickup', depotId: 5, depotName: 'Depot Rotterdam', cost: '150.00', poReference: 'PO-778-GEN' },
  ],
  events: [{ kind: 'placed', at: '2026-11-20T09:30:00.000Z', byName: 'Ben Builder', reason: null, dates: null, po: null }],
  version: 1,
  can: { approve: true, cancel: true, editPo: true },
  dateChange: { allowed: true, cutoff: '2026-12-07T23:00:00.000Z', blockedBy: null },
  noOtherApprover: false,
};

export const orderSettings: OrderSettings = {
  approvalThreshold: '5000.00',
  currency: 'EUR',
  roles: [
    { id: 1, name: 'Administrator', approves: true },
    { id: 2, name: 'Site manager', approves: false },
  ],
  version: 3,
};
