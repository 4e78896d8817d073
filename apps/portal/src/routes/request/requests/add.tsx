import { NewRequestPage } from '@portal/request-feature';
import { param, searchSchema } from '@portal/shared-api-contract/search';
import { requestTypes } from '@portal/shared-api-contract/vocabulary';
import { createFileRoute } from '@tanstack/react-router';

/** What the request is about, when another screen sends the user here (a contract line, a document). */
export const Route = createFileRoute('/request/requests/add')({
  validateSearch: searchSchema({ type: param.oneOf(requestTypes), line: param.id, document: param.id }),
  component: NewRequestPage,
});
