import { FeedbackPage } from '@portal/help-feature';
import { createFileRoute } from '@tanstack/react-router';

/** `Suggest an idea`: the same form as a problem, without the page and the error report. */
export const Route = createFileRoute('/order/help/suggest-idea')({
  component: function SuggestIdea() {
    return <FeedbackPage kind="idea" session={Route.useRouteContext().session} />;
  },
});
