import { DocumentsPage } from '@portal/order-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/documents')({ component: DocumentsPage });
