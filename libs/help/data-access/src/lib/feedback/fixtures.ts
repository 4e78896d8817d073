// The feedback endpoint's answers as the contract describes them, for tests.
import type { FeedbackReceipt } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

/** Anna at Northwind Bouw. */
export const helpSession: Session = {
  user: { id: 1 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'VIEW_PRICES'],
  modules: ['order', 'request', 'asset'],
};

export const problemReceipt: FeedbackReceipt = { id: 123, reference: 'F-2026-000123', kind: 'problem', createdAt: '2026-11-22T10:15:00.000Z' };
