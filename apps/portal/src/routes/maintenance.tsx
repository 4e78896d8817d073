import { settledRoutingState } from '@portal/shell-data-access';
import { MaintenancePage } from '@portal/shell-feature';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** The maintenance page; once the service is back (spec §4) it leads to the start page. */
export const Route = createFileRoute('/maintenance')({
  beforeLoad: async ({ context }) => {
    if ((await settledRoutingState(context.services.lifecycle)) !== 'maintenance') throw redirect({ to: '/', replace: true });
  },
  component: MaintenancePage,
});
