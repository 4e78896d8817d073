// The search params of the help list: every filter lives in the URL, so a filtered view is a
// shareable link that survives a reload and the back button. The route validates them
// (`validateSearch: helpSearchSchema`) with the contract's zod-free parser, because the
// router is part of the first page load.
import { param, searchSchema } from '@portal/shared-api-contract/search';

export const helpSearchSchema = searchSchema({ page: param.page, q: param.text });
export type HelpSearch = ReturnType<typeof helpSearchSchema>;
