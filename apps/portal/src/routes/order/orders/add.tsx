import { NewOrderPage } from '@portal/order-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/orders/add')({ component: NewOrderPage });
