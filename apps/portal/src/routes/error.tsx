import { ReportProblemLink } from '@portal/help-feature';
import { portalPathParam } from '@portal/help-util';
import { ErrorPage } from '@portal/shell-feature';
import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInAssets } from '../first-load/signed-in-assets';

/**
 * Where unexpected errors land; `ref` is the error report's id and `from` (when the sender knows
 * it) the page the user was on. `Report this problem` takes both to the problem form; only an
 * error-reporting event id travels as such (a local reference does not).
 */
export const Route = createFileRoute('/error')({
  validateSearch: (search: Record<string, unknown>): { ref?: string; from?: string } => ({
    ref: typeof search['ref'] === 'string' ? search['ref'].slice(0, 64) : undefined,
    from: portalPathParam(search['from']),
  }),
  // `Report this problem` speaks the help pages' words, which are not in the first screen's texts.
  beforeLoad: () => loadSignedInAssets().catch(() => undefined),
  component: function Error() {
    const { ref, from } = Route.useSearch();
    return <ErrorPage reportId={ref} reportLink={<ReportProblemLink reportId={ref} page={from} />} />;
  },
});
