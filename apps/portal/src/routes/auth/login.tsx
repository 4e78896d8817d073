import { LoginPage } from '@portal/auth-feature';
import { isSignedIn, settledRoutingState } from '@portal/shell-data-access';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeReturnPath } from '../../app/guards';

/**
 * Sign-in. Once the lifecycle is signed in the router runs this guard again: with several clients
 * the user chooses one first, otherwise goes on to where they were going (`redirect`).
 */
export const Route = createFileRoute('/auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeReturnPath(search['redirect']) }),
  beforeLoad: async ({ context, search }) => {
    const state = await settledRoutingState(context.services.lifecycle);
    if (state === 'choosingClient') throw redirect({ to: '/instances', replace: true });
    if (isSignedIn(state)) throw redirect({ to: search.redirect ?? '/', replace: true });
  },
  component: LoginPage,
});
