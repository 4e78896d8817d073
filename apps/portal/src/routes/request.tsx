import { createFileRoute } from '@tanstack/react-router';
import { accessGuard } from '../app/guards';

/** The request area, behind the access guard (spec §2). */
export const Route = createFileRoute('/request')({
  beforeLoad: async ({ context, location }) => ({ session: await accessGuard(context.services, location.href) }),
});
