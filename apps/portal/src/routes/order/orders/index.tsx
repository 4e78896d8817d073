import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@portal/shared-ui';

// Replaced by the orders list (lib/orders of @portal/order-feature).
export const Route = createFileRoute('/order/orders/')({ component: () => <PageHeader title="Orders" /> });
