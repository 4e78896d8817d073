import { CompanyPage } from '@portal/company-feature';
import { orderSettingsQuery } from '@portal/order-data-access';
import { ApprovalSettings } from '@portal/order-feature';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

// Roles are for MANAGE_ROLES_AND_USERS only (spec §2): others are sent home; the API checks again.
const managesRoles = (session: Session) => hasRight(session, 'MANAGE_ROLES_AND_USERS');

/** Roles, with the order approval settings below them (cross-scope: the app composes company and order). */
export const Route = createFileRoute('/order/company/roles')({
  beforeLoad: ({ context: { session } }) => {
    if (!managesRoles(session)) throw redirect({ to: '/' });
  },
  loader: async ({ context: { services, session } }) => {
    await services.queryClient.ensureQueryData(orderSettingsQuery(services.apiClient, session));
  },
  component: Roles,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function Roles() {
  const { session } = Route.useRouteContext();
  return (
    <>
      <CompanyPage section="roles" />
      <ApprovalSettings session={session} />
    </>
  );
}
