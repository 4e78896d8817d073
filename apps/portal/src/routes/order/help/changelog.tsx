import { HelpPage } from '@portal/shell-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/help/changelog')({ component: () => <HelpPage topic="changelog" /> });
