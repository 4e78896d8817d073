import { settledRoutingState } from '@portal/shell-data-access';
import { InstancesPage } from '@portal/shell-feature';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { loadSignedInAssets } from '../first-load/signed-in-assets';

/** Choose the corporate client to act for (several memberships). */
export const Route = createFileRoute('/instances')({
  beforeLoad: async ({ context, location }) => {
    if ((await settledRoutingState(context.services.lifecycle)) === 'signedOut') throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    await loadSignedInAssets();
  },
  component: function Instances() {
    const navigate = useNavigate();
    return <InstancesPage onChosen={() => navigate({ to: '/' })} />;
  },
});
