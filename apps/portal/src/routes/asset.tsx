import { createFileRoute } from '@tanstack/react-router';
import { accessGuard, areaGuard } from '../app/guards';

/** The asset area, behind the same two guards as /order (spec §2). */
export const Route = createFileRoute('/asset')({
  beforeLoad: async ({ context, location }) => {
    const session = await accessGuard(context.services, location.href);
    areaGuard(session, location.pathname);
    return { session };
  },
});
