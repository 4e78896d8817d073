import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@portal/shared-ui';

// Replaced by the asset form (@portal/asset-feature).
export const Route = createFileRoute('/asset/assets/$assetId/edit')({ component: () => <PageHeader title="Edit asset" /> });
