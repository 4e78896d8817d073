import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@portal/shared-ui';

// Replaced by the request detail (lib/requests of @portal/request-feature).
export const Route = createFileRoute('/request/requests/$requestId')({ component: () => <PageHeader title="Request" /> });
