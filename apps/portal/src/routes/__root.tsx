import { useLingui } from '@lingui/react/macro';
import { FullPageLoader } from '@portal/shared-ui';
import { routingState, useLifecycleSelector } from '@portal/shell-data-access';
import { AppLayout } from '@portal/shell-feature';
import { createRootRouteWithContext, Navigate, Outlet, redirect, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { openCookieSettings } from '../app/cookie-settings';
import { reportError } from '../app/error-reporter';
import type { AppServices } from '../app/services';

export interface RouterContext {
  services: AppServices;
}

function RootLayout() {
  const { t } = useLingui();
  const { services } = Route.useRouteContext();
  const initialising = useLifecycleSelector((s) => routingState(s) === 'starting');
  return (
    <AppLayout onCookieSettings={openCookieSettings} onLogout={() => services.lifecycle.send({ type: 'session.logout' })}>
      {initialising ? <FullPageLoader label={t`Loading the portal`} /> : <Outlet />}
    </AppLayout>
  );
}

/**
 * An unexpected error is reported once and the user lands on /error with its reference and the
 * page it happened on (for `Report this problem`).
 */
function RouteError({ error }: ErrorComponentProps) {
  const [ref] = useState(() => reportError(error));
  const from = useRouterState({ select: (s) => s.location.href });
  return <Navigate to="/error" search={{ ref, from }} replace />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Maintenance (spec §4) leads every page to /maintenance, public ones included.
  beforeLoad: ({ context, location }) => {
    const inMaintenance = routingState(context.services.lifecycle.getSnapshot()) === 'maintenance';
    if (inMaintenance && !location.pathname.startsWith('/maintenance')) throw redirect({ to: '/maintenance', replace: true });
  },
  component: RootLayout,
  errorComponent: RouteError,
});
