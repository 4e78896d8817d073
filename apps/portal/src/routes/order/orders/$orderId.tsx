import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@portal/shared-ui';

// Replaced by the order detail (lib/orders of @portal/order-feature).
export const Route = createFileRoute('/order/orders/$orderId')({ component: () => <PageHeader title="Order" /> });
