import { MaintenancePage } from '@portal/shell-feature';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { settledLifecycle } from '../app/guards';

/** The maintenance page; once the service is back (spec §4) it leads to the start page. */
export const Route = createFileRoute('/maintenance')({
  beforeLoad: async ({ context }) => {
    const s = await settledLifecycle(context.services.lifecycle);
    if (!s.matches({ app: 'maintenance' })) throw redirect({ to: '/', replace: true });
  },
  component: MaintenancePage,
});
