import { RequestsPage } from '@portal/request-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/request/requests/')({ component: RequestsPage });
