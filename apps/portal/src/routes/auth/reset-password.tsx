import { ResetPasswordPage } from '@portal/auth-feature';
import { createFileRoute } from '@tanstack/react-router';

/** Opened from the emailed link: /auth/reset-password?token=… */
export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search['token'] === 'string' ? search['token'] : '',
  }),
  component: function ResetPassword() {
    return <ResetPasswordPage token={Route.useSearch().token} />;
  },
});
