import { DepotsPage } from '@portal/order-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/contact/depots')({ component: DepotsPage });
