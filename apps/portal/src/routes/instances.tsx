import { InstancesPage } from '@portal/shell-feature';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { loadSignedInAssets } from '../first-load/signed-in-assets';
import { settledLifecycle } from '../app/guards';

/** Choose the corporate client to act for (several memberships). */
export const Route = createFileRoute('/instances')({
  beforeLoad: async ({ context, location }) => {
    const s = await settledLifecycle(context.services.lifecycle);
    if (s.matches({ app: 'loggedOut' })) throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    await loadSignedInAssets();
  },
  component: function Instances() {
    const navigate = useNavigate();
    return <InstancesPage onChosen={() => navigate({ to: '/' })} />;
  },
});
