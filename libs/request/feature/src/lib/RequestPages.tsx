import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';

/** Requests raised for contracts, assets and documents. */
export function RequestsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Requests`} description={t`Off-hire, extension, service and other requests, and where they stand.`} />;
}

/** Raise a new request. */
export function NewRequestPage() {
  const { t } = useLingui();
  return <PageHeader title={t`New request`} description={t`Tell us what you need: stop a rental, extend it, report damage or a breakdown.`} />;
}
