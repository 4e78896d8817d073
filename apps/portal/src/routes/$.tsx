import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path goes to the root (spec §2). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
