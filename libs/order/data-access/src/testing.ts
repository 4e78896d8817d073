// Test helpers other projects may use (fixtures of the overview service) for @portal/order-data-access.
export { testSession, contractPage, contractDetail, documentPage, documentDetail, projectOptions, orderPage, orderDetail, orderSettings } from './lib/fixtures';
export { categories, productPage, orderFormOptions, orderQuote } from './lib/new-order/fixtures';
export { amsterdamDepot, rotterdamDepot, depotsResponse } from './lib/depots/fixtures';
