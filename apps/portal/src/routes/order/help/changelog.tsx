import { ChangelogPage } from '@portal/help-feature';
import { createFileRoute } from '@tanstack/react-router';

/** What is new in the portal; entries after the user's last visit (kept on this device) are marked New. */
export const Route = createFileRoute('/order/help/changelog')({
  component: function Changelog() {
    return <ChangelogPage userId={Route.useRouteContext().session.user.id} />;
  },
});
