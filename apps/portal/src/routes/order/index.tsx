import { createFileRoute, redirect } from '@tanstack/react-router';

/** /order opens the overview when the order module is on, else the documents every user has. */
export const Route = createFileRoute('/order/')({
  beforeLoad: ({ context }) => {
    const { modules } = context.services.lifecycle.getSnapshot().context.settings;
    throw redirect({ to: modules.includes('order') ? '/order/contracts' : '/order/documents', replace: true });
  },
});
