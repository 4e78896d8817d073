import { companyKeys, roleListQuery } from '@portal/company-data-access';
import { RolesPage } from '@portal/company-feature';
import { roleSearchSchema } from '@portal/company-util';
import { orderSettingsQuery, useOrderSettings } from '@portal/order-data-access';
import { ApprovalSettings } from '@portal/order-feature';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';
import type { AppServices } from '../../../app/services';

// Roles are for MANAGE_ROLES_AND_USERS only (spec §2): others are sent home; the API checks again.
const managesRoles = (session: Session) => hasRight(session, 'MANAGE_ROLES_AND_USERS');

/** Roles, with the order approval settings below them (cross-scope: the app composes company and order). */
export const Route = createFileRoute('/order/company/roles')({
  validateSearch: roleSearchSchema,
  beforeLoad: ({ context: { session } }) => {
    if (!managesRoles(session)) throw redirect({ to: '/' });
  },
  // Parsed again: the router merges the parents' raw search in.
  loaderDeps: ({ search }) => roleSearchSchema(search),
  loader: ({ context: { services, session }, deps }) =>
    Promise.all([
      services.queryClient.ensureQueryData(roleListQuery(services.apiClient, session, deps)),
      services.queryClient.ensureQueryData(orderSettingsQuery(services.apiClient, session)),
    ]),
  component: Roles,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

/**
 * The two cards share APPROVE_ORDERS: the approval card lists the roles and which of them approve,
 * and saving it gives or takes that right. Each is read again after the other's change.
 */
function useApprovalInStep(services: AppServices, session: Session) {
  const { data: settings } = useOrderSettings(session);
  const approvers = settings.roles.filter((r) => r.approves).map((r) => r.id).join(',');
  const seen = useRef(approvers);
  useEffect(() => {
    if (approvers === seen.current) return;
    seen.current = approvers;
    void services.queryClient.invalidateQueries({ queryKey: companyKeys.people(session.client.uuid) });
  }, [approvers, services, session]);
  return () => void services.queryClient.invalidateQueries({ queryKey: orderSettingsQuery(services.apiClient, session).queryKey });
}

function Roles() {
  const { session, services } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const rereadApprovalSettings = useApprovalInStep(services, session);
  return (
    <>
      <RolesPage session={session} search={roleSearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} onRolesChanged={rereadApprovalSettings} />
      <ApprovalSettings session={session} />
    </>
  );
}
