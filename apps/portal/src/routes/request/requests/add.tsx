import { NewRequestPage } from '@portal/request-feature';
import { createFileRoute } from '@tanstack/react-router';

const requestTypes = ['off_hire', 'extension', 'breakdown', 'damage', 'invoice_query', 'other'] as const;
type RequestType = (typeof requestTypes)[number];
const positiveId = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d{1,10}$/.test(v)) ? Number(v) || undefined : undefined);

/** What the request is about, when another screen sends the user here (a contract line, a document). */
export interface NewRequestSearch {
  type?: RequestType;
  line?: number;
  document?: number;
}

export const Route = createFileRoute('/request/requests/add')({
  validateSearch: (search: Record<string, unknown>): NewRequestSearch => ({
    type: requestTypes.includes(search['type'] as RequestType) ? (search['type'] as RequestType) : undefined,
    line: positiveId(search['line']),
    document: positiveId(search['document']),
  }),
  component: NewRequestPage,
});
