// Answers of the addresses' endpoints as the contract describes them, for tests.
import type { Address, AddressOptionList, AddressPage } from '@portal/shared-api-contract';

/** The default delivery address, in Rotterdam. */
export const harbourSite: Address = { id: 11, label: 'Harbour site', street: 'Kade 4', postalCode: '3011 AB', city: 'Rotterdam', country: 'NL', defaultDelivery: true, archived: false, version: 2 };
export const antwerpDepot: Address = { id: 12, label: 'Antwerp depot', street: 'Noorderlaan 100', postalCode: '2030', city: 'Antwerpen', country: 'BE', defaultDelivery: false, archived: false, version: 1 };
/** Archived: greyed with the archive icon when `Show archived` is on. */
export const oldYard: Address = { id: 13, label: 'Old yard', street: 'Industrieweg 1', postalCode: '1234 AB', city: 'Utrecht', country: 'NL', defaultDelivery: false, archived: true, version: 4 };

export const addressPage: AddressPage = { items: [harbourSite, antwerpDepot, oldYard], page: 1, pageSize: 25, total: 3 };

export const addressOptions: AddressOptionList = { items: [harbourSite, antwerpDepot].map(({ id, label, city, country }) => ({ id, label, city, country })) };
