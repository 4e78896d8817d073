// Search params of `/request/requests/add`: which kind of request, and what it is about when another
// screen links here (the overview's line, the assets screen's asset, the documents screen's
// document, the order page's subject). Parsed with the contract's zod-free parser: `validateSearch` runs in the router, which
// is part of the first load. A value that does not parse is dropped, so an old link still opens.
import { param, searchSchema } from '@portal/shared-api-contract/search';
import { requestTypes } from '@portal/shared-api-contract/vocabulary';

export const newRequestSearchSchema = searchSchema({
  type: param.oneOf(requestTypes),
  line: param.id,
  asset: param.id,
  document: param.id,
  /** A proposed subject for `Other` (an order's page asking for a date change it can no longer make). */
  subject: param.text,
});
export type NewRequestSearch = ReturnType<typeof newRequestSearchSchema>;
