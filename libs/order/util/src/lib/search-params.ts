// Search params of the order area's lists: every filter lives in the URL, so a filtered view is a
// shareable link that survives a reload and the back button. Parsed with the contract's zod-free
// parser: `validateSearch` runs in the router, which is part of the first page load.
import { param, searchSchema } from '@portal/shared-api-contract/search';
import { contractSorts, contractStatuses, documentStatusFilters, documentTypes, orderStatuses } from '@portal/shared-api-contract/vocabulary';

export const contractSearchSchema = searchSchema({
  page: param.page,
  status: param.oneOf(contractStatuses),
  projectId: param.id,
  from: param.date,
  to: param.date,
  q: param.text,
  archived: param.flag,
  sort: param.oneOf(contractSorts),
});
export type ContractSearch = ReturnType<typeof contractSearchSchema>;

export const documentSearchSchema = searchSchema({
  page: param.page,
  type: param.oneOf(documentTypes),
  status: param.oneOf(documentStatusFilters),
  from: param.date,
  to: param.date,
  projectId: param.id,
  q: param.text,
});
export type DocumentSearch = ReturnType<typeof documentSearchSchema>;

/** The client's orders (`/order/orders`): placed between `from` and `to`; `q` is an order number or PO reference. */
export const orderSearchSchema = searchSchema({
  page: param.page,
  status: param.oneOf(orderStatuses),
  projectId: param.id,
  from: param.date,
  to: param.date,
  q: param.text,
});
export type OrderSearch = ReturnType<typeof orderSearchSchema>;
