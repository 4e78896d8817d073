import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/asset/')({
  beforeLoad: () => {
    throw redirect({ to: '/asset/assets', replace: true });
  },
});
