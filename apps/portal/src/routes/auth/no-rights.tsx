import { NoRightsPage } from '@portal/auth-feature';
import { createFileRoute } from '@tanstack/react-router';
import { accessGuard } from '../../app/guards';

export const Route = createFileRoute('/auth/no-rights')({
  beforeLoad: ({ context, location }) => accessGuard(context.services, location.href),
  component: NoRightsPage,
});
