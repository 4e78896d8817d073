import type { PortalModule } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { AppServices } from './services';
import { loadSignedInAssets } from '../first-load/signed-in-assets';
import { sessionOf } from './session';

type Lifecycle = AppServices['lifecycle'];
type Snapshot = ReturnType<Lifecycle['getSnapshot']>;

const settled = (s: Snapshot) =>
  s.matches({ app: 'maintenance' }) ||
  s.matches({ app: 'loggedOut' }) ||
  s.matches({ app: { authenticated: 'initialised' } }) ||
  s.matches({ app: { authenticated: 'reloadingRights' } }) ||
  s.matches({ app: { authenticated: 'choosingClient' } }) ||
  s.matches({ app: { authenticated: 'failed' } });

/** Waits until the lifecycle has an answer: ready, signed out, in maintenance, choosing or failed. */
export const settledLifecycle = (lifecycle: Lifecycle) => waitFor(lifecycle, settled, { timeout: Infinity });

/**
 * The access guard (spec §2, on /, /request, /order and /asset): signed in, a corporate client chosen
 * and its settings ready. Otherwise: maintenance, the login page (coming back afterwards), the client
 * choice or the error page.
 */
export async function accessGuard(services: AppServices, returnTo: string): Promise<Session> {
  const s = await settledLifecycle(services.lifecycle);
  if (s.matches({ app: 'maintenance' })) throw redirect({ to: '/maintenance' });
  if (s.matches({ app: 'loggedOut' })) throw redirect({ to: '/auth/login', search: { redirect: returnTo } });
  if (s.matches({ app: { authenticated: 'choosingClient' } })) throw redirect({ to: '/instances' });
  const session = s.matches({ app: { authenticated: 'failed' } }) ? null : sessionOf(services);
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
