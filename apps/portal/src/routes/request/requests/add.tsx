import { NewRequestPage } from '@portal/request-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/request/requests/add')({ component: NewRequestPage });
