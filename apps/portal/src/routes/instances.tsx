import { InvitationsToAnswer } from '@portal/profile-feature';
import { settledRoutingState, useShellServices } from '@portal/shell-data-access';
import { InstancesPage } from '@portal/shell-feature';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { loadSignedInAssets } from '../first-load/signed-in-assets';

/**
 * Choose the corporate client to act for (several memberships), and answer invitations to join a
 * company (issue 31: the invitation mail links here). A company joined is listed at once.
 */
export const Route = createFileRoute('/instances')({
  beforeLoad: async ({ context, location }) => {
    if ((await settledRoutingState(context.services.lifecycle)) === 'signedOut') throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    await loadSignedInAssets();
  },
  component: function Instances() {
    const navigate = useNavigate();
    const { queries } = useShellServices();
    const queryClient = useQueryClient();
    const joined = () => queryClient.invalidateQueries({ queryKey: queries.corporateClients().queryKey });
    return (
      <InstancesPage
        onChosen={() => navigate({ to: '/' })}
        invitations={<InvitationsToAnswer onAnswered={(answer) => void (answer === 'accept' && joined())} />}
      />
    );
  },
});
