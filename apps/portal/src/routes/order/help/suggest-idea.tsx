import { HelpPage } from '@portal/shell-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/order/help/suggest-idea')({ component: () => <HelpPage topic="suggest-idea" /> });
