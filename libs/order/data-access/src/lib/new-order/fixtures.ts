// Answers of the new-order endpoints as the contract describes them, for tests of this domain.
import type { OrderFormOptions, OrderQuote, ProductCategory, ProductPage } from '@portal/shared-api-contract';

const names = (en: string) => ({ 'en-US': en, de: `${en} (de)`, 'fr-BE': `${en} (fr)`, nl: `${en} (nl)`, 'nl-BE': `${en} (nl-BE)`, hu: `${en} (hu)`, pl: `${en} (pl)` });

export const categories: ProductCategory[] = [
  { id: 1, code: 'excavators', names: names('Excavators') },
  { id: 2, code: 'generators', names: names('Generators') },
];

export const productPage: ProductPage = {
  items: [
    { id: 101, code: 'EXC-15', categoryId: 1, names: names('Mini excavator 1.5 t'), imageUrl: '/assets/products/excavators.svg', rates: { day: '95.00', week: '380.00', fourWeeks: '1200.00' } },
    { id: 201, code: 'GEN-20', categoryId: 2, names: names('Generator 20 kVA'), imageUrl: '/assets/products/generators.svg', rates: { day: '40.00', week: '160.00', fourWeeks: '520.00' } },
  ],
  page: 1,
  pageSize: 12,
  total: 2,
  currency: 'EUR',
};

/** Today is a Friday (2026-11-20): a new line starts on Monday 2026-11-23. */
export const orderFormOptions: OrderFormOptions = {
  today: '2026-11-20',
  currency: 'EUR',
  approvalThreshold: '5000.00',
  // Each project has its own site and contact; a third address belongs to neither.
  projects: [
    { id: 3, code: 'P-003', name: 'Harbour bridge', poNumber: 'PO-HB-77', addressIds: [7], contactPersonIds: [9] },
    { id: 5, code: 'P-005', name: 'School extension', poNumber: null, addressIds: [8], contactPersonIds: [10] },
  ],
  addresses: [
    { id: 7, label: 'Harbour site', street: 'Kade 1', postalCode: '1011 AA', city: 'Amsterdam', country: 'NL', defaultDelivery: true },
    { id: 8, label: 'School yard', street: 'Schoolstraat 5', postalCode: '1012 BB', city: 'Amsterdam', country: 'NL', defaultDelivery: false },
    { id: 11, label: 'Depot yard', street: 'Havenweg 9', postalCode: '1013 CC', city: 'Amsterdam', country: 'NL', defaultDelivery: false },
  ],
  contactPersons: [
    { id: 9, name: 'Ben Bakker', email: 'ben@northwind.test', phone: null },
    { id: 10, name: 'Sara School', email: 'sara@northwind.test', phone: '+31 20 000 0000' },
  ],
  depots: [{ id: 4, name: 'Depot Amsterdam', city: 'Amsterdam' }],
};

export const orderQuote: OrderQuote = { currency: 'EUR', lines: [{ days: 8, cost: '475.00' }], total: '475.00', needsApproval: false, countedWithOthers: false, overPoBudget: null };
