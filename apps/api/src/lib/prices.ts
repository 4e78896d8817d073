// What a caller sees of money: whether prices at all, and in which currency.
import type { Tenant } from '../auth/tenant';

/** Prices only when the client shows them and the user has VIEW_PRICES. */
export const seesPrices = (t: Tenant) => t.showPrices && t.rights.includes('VIEW_PRICES');

/** The currency of an opCo's rates and documents. */
export const currencyOf = (opCo: Tenant['opCo']) => (opCo === 'pl' ? 'PLN' : opCo === 'hu' ? 'HUF' : 'EUR');
