import type { PortalModule } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { settledRoutingState } from '@portal/shell-data-access';
import { redirect } from '@tanstack/react-router';
import type { AppServices } from './services';
import { loadSignedInAssets } from '../first-load/signed-in-assets';
import { sessionOf } from './session';

/**
 * The access guard (spec §2, on /, /request, /order and /asset): signed in, a corporate client chosen
 * and its settings ready. Otherwise: maintenance, the login page (coming back afterwards), the client
 * choice or the error page.
 */
export async function accessGuard(services: AppServices, returnTo: string): Promise<Session> {
  const state = await settledRoutingState(services.lifecycle);
  if (state === 'maintenance') throw redirect({ to: '/maintenance' });
  if (state === 'signedOut') throw redirect({ to: '/auth/login', search: { redirect: returnTo } });
  if (state === 'choosingClient') throw redirect({ to: '/instances' });
  const session = state === 'failed' ? null : sessionOf(services);
  if (!session) throw redirect({ to: '/error' });
  // The signed-in pages' texts, before any of them renders (signed-in-assets.ts; styles come with the code).
  await loadSignedInAssets();
  return session;
}

/** Pages that belong to one module; the rest of /order (documents, company, profile, help) is for all. */
const moduleOfPage: { prefix: string; module: PortalModule }[] = [
  { prefix: '/order/contracts', module: 'order' },
  { prefix: '/order/orders', module: 'order' },
  { prefix: '/asset', module: 'asset' },
];

/**
 * The area guard (spec §2, the second guard of /order and /asset): a page of a module needs that
 * module for the user and client; without it the home redirect picks the area the user does have.
 */
export function areaGuard(session: Pick<Session, 'modules'>, pathname: string): void {
  const page = moduleOfPage.find((p) => pathname === p.prefix || pathname.startsWith(`${p.prefix}/`));
  if (page && !session.modules.includes(page.module)) throw redirect({ to: '/' });
}

/** Only a safe in-app path may be a return target (no open redirect). */
export const safeReturnPath = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
