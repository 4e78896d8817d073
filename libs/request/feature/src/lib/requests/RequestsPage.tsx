import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';

/** Requests raised for contracts, assets and documents (placeholder until the list lands here). */
export function RequestsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Requests`} description={t`Off-hire, extension, service and other requests, and where they stand.`} />;
}
