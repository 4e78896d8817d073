import { AssetsPage } from '@portal/asset-feature';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/asset/assets/')({ component: AssetsPage });
