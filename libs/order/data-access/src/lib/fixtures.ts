// Answers of the overview service as the contract describes them, for tests of this domain.
import type { ContractDetail, ContractPage, DocumentPage, ProjectOption } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

export const testSession: Session = {
  user: { id: 2 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['VIEW_PRICES', 'VIEW_DOCUMENTS', 'PLACE_ORDERS'],
  modules: ['order', 'request', 'asset'],
};

const names = (en: string) => ({ 'en-US': en, de: `${en} (de)`, 'fr-BE': `${en} (fr)`, nl: `${en} (nl)`, 'nl-BE': `${en} (nl-BE)`, hu: `${en} (hu)`, pl: `${en} (pl)` });

export const contractPage: ContractPage = {
  items: [
    { id: 11, number: 'C-0000011', status: 'open', projectId: 3, projectName: 'Harbour bridge', startDate: '2026-10-01', endDate: '2026-12-01', lineCount: 2, createdAt: '2026-10-01T08:00:00.000Z' },
    { id: 12, number: 'C-0000012', status: 'closed', projectId: null, projectName: null, startDate: '2025-01-01', endDate: '2025-02-01', lineCount: 1, createdAt: '2025-01-01T08:00:00.000Z' },
  ],
  page: 1,
  pageSize: 25,
  total: 2,
};

export const contractDetail: ContractDetail = {
  ...contractPage.items[0]!,
  orderNumber: 'O-0000007',
  currency: 'EUR',
  lines: [
    { id: 101, productCode: 'EXC-15', productNames: names('Mini excavator 1.5 t'), fleetNumber: 'FL-100001', quantity: 1, onRentDate: '2026-10-01', expectedOffRentDate: '2026-12-01', actualOffHireDate: null, rate: '450.00', ratePeriod: 'week' },
    { id: 102, productCode: 'GEN-20', productNames: names('Generator 20 kVA'), fleetNumber: 'FL-100002', quantity: 2, onRentDate: '2026-10-05', expectedOffRentDate: '2026-11-05', actualOffHireDate: '2026-11-03', rate: '80.00', ratePeriod: 'day' },
  ],
};

export const documentPage: DocumentPage = {
  items: [
    { id: 21, type: 'invoice', number: 'INV-00000021', date: '2026-10-01', dueDate: '2026-10-31', amount: '1234.50', currency: 'EUR', status: 'overdue', projectId: 3, projectName: 'Harbour bridge' },
    { id: 22, type: 'delivery_note', number: 'DN-00000022', date: '2026-11-01', dueDate: null, amount: '0.00', currency: 'EUR', status: 'paid', projectId: null, projectName: null },
  ],
  page: 1,
  pageSize: 25,
  total: 2,
  totals: { currency: 'EUR', openCount: 3, openAmount: '900.00', overdueCount: 1, overdueAmount: '1234.50' },
};

export const projectOptions: ProjectOption[] = [
  { id: 3, code: 'P-003', name: 'Harbour bridge', archived: false },
  { id: 4, code: 'P-004', name: 'Old depot', archived: true },
];
