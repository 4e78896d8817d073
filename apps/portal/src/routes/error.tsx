import { ErrorPage } from '@portal/shell-feature';
import { createFileRoute } from '@tanstack/react-router';

/** Where unexpected errors land; `ref` is the error report's id. */
export const Route = createFileRoute('/error')({
  validateSearch: (search: Record<string, unknown>): { ref?: string } => ({
    ref: typeof search['ref'] === 'string' ? search['ref'].slice(0, 64) : undefined,
  }),
  component: function Error() {
    return <ErrorPage reportId={Route.useSearch().ref} />;
  },
});
