import { homeTarget } from '@portal/shell-data-access';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { accessGuard } from '../app/guards';

/** Home (spec §1): waits for the settings, then the first area whose module is enabled. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    const settings = await accessGuard(context.services, location.href);
    throw redirect({ to: homeTarget(settings.modules), replace: true });
  },
});
