import { createFileRoute } from '@tanstack/react-router';
import { accessGuard, areaGuard } from '../app/guards';

/** The order area, behind the access guard and the area guard (spec §2; docs/architecture.md, "Guards"). */
export const Route = createFileRoute('/order')({
  beforeLoad: async ({ context, location }) => {
    const session = await accessGuard(context.services, location.href);
    areaGuard(session, location.pathname);
    return { session };
  },
});
