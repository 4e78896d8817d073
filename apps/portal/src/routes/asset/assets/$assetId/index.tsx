import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@portal/shared-ui';

// Replaced by the asset page (@portal/asset-feature).
export const Route = createFileRoute('/asset/assets/$assetId/')({ component: () => <PageHeader title="Asset" /> });
