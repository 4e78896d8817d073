import { HelpPage } from '@portal/shell-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/help/report-problem')({ component: () => <HelpPage topic="report-problem" /> });
