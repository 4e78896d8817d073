import { FeedbackPage } from '@portal/help-feature';
import { reportProblemSearchSchema } from '@portal/help-util';
import { createFileRoute } from '@tanstack/react-router';

/** `Report a problem`: `page` (where it happened) and `eventId` (the error report) come from the error page's link. */
export const Route = createFileRoute('/order/help/report-problem')({
  validateSearch: reportProblemSearchSchema,
  component: ReportProblem,
});

function ReportProblem() {
  const navigate = Route.useNavigate();
  return (
    <FeedbackPage
      kind="problem"
      session={Route.useRouteContext().session}
      search={reportProblemSearchSchema(Route.useSearch())}
      // Another report is about something else: the page and the error report leave the URL.
      onSendAnother={() => void navigate({ search: {}, replace: true })}
    />
  );
}
