import { MaintenancePage } from '@portal/shell-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/maintenance')({ component: MaintenancePage });
