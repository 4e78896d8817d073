// Public surface of the new-order flow's data (re-exported by the library's index).
export { categoriesQuery, fetchCategories, useCategories } from './categories';
export { fetchProducts, productListQuery, productPageSize, useProducts } from './products';
export type { ProductSearch } from './products';
export { fetchOrderFormOptions, orderFormOptionsQuery, orderRefusalOf, useOrderFormOptions } from './order-form-options';
export type { OrderRefusal } from './order-form-options';
export { fetchQuote, quoteQuery, useQuote } from './quote';
export { placeOrder, usePlaceOrder } from './place-order';
export { draftVersion, emptyDraft, isEmptyDraft, parseDraft } from './draft-model';
export type { DraftLine, DraftStep, OrderDraft } from './draft-model';
export { addDays, isIsoDate, newLinePeriod, nextWorkingDay } from './draft-dates';
export { draftKey, readDraft, subscribeToDrafts, useOrderDraft, writeDraft } from './draft-store';
export type { DraftUpdate } from './draft-store';
export { addProduct, chooseProject, draftFromOrder, effectivePoReference, removeLine, updateLine } from './draft-edits';
export type { ProjectLinks } from './draft-edits';
export { startDraftFromOrder } from './start-draft';
