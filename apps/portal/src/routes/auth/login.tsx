import { LoginPage } from '@portal/auth-feature';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { safeReturnPath, settledLifecycle } from '../../app/guards';

/** Sign-in; a signed-in user goes straight on. `redirect` is where the user was going. */
export const Route = createFileRoute('/auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeReturnPath(search['redirect']) }),
  beforeLoad: async ({ context, search }) => {
    const s = await settledLifecycle(context.services.lifecycle);
    if (s.matches({ app: 'authenticated' })) throw redirect({ to: search.redirect ?? '/', replace: true });
  },
  component: function Login() {
    const { redirect: returnTo } = Route.useSearch();
    const navigate = useNavigate();
    return <LoginPage onDone={() => navigate({ to: returnTo ?? '/', replace: true })} />;
  },
});
