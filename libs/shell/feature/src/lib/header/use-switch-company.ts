import { useLifecycle, useShellServices } from '@portal/shell-data-access';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';

/** One of the user's companies, as the Company menu lists it. */
export interface CompanyChoice {
  uuid: string;
  name: string;
  current: boolean;
}

/**
 * Where a user lands after switching company: the same page, except that a page of one record
 * (`/order/contracts/$contractId`) becomes its list, since the record belongs to the other company.
 */
export function pageForOtherCompany(pathname: string, routePath: string): string {
  if (!routePath.includes('/$')) return pathname;
  return routePath.split('/$')[0] || '/';
}

/**
 * The user's companies (the list `/instances` shows) and a switch to one of them. It selects the client
 * the way `/instances` does (the lifecycle's `client.select`, so the header, the keys and the saved
 * choice follow) and stays on the page: the router's guards send the user home when the other
 * company lacks the page's module or right.
 */
export function useSwitchCompany() {
  const { queries, lifecycle } = useShellServices();
  const { corporateClient } = useLifecycle();
  const clients = useQuery(queries.corporateClients());
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const routePath = useRouterState({ select: (s): string => s.matches[s.matches.length - 1]?.fullPath ?? '/' });
  const companies: CompanyChoice[] = (clients.data ?? []).map((c) => ({
    uuid: c.externalUuid,
    name: c.name,
    current: c.externalUuid === corporateClient?.corporateClientUuid,
  }));
  const switchTo = (uuid: string) => {
    if (uuid === corporateClient?.corporateClientUuid) return;
    lifecycle.send({ type: 'client.select', corporateClientUuid: uuid });
    void navigate({ to: pageForOtherCompany(pathname, routePath) });
  };
  return { companies, switchTo };
}
