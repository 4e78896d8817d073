// Search params of the requests list (`/request/requests`): every filter lives in the URL, so a
// filtered view is a shareable link that survives a reload and the back button. Parsed with the
// contract's zod-free parser: `validateSearch` runs in the router, which is part of the first load.
import { param, searchSchema } from '@portal/shared-api-contract/search';
import { requestStatuses, requestTypes } from '@portal/shared-api-contract/vocabulary';

/** The client's requests: created between `from` and `to`; `q` is a request number, off-hire reference, fleet number, asset or document. */
export const requestSearchSchema = searchSchema({
  page: param.page,
  type: param.oneOf(requestTypes),
  status: param.oneOf(requestStatuses),
  from: param.date,
  to: param.date,
  q: param.text,
});
export type RequestSearch = ReturnType<typeof requestSearchSchema>;
