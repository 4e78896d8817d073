import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';

/** Raise a new request (placeholder until the forms land here). */
export function NewRequestPage() {
  const { t } = useLingui();
  return <PageHeader title={t`New request`} description={t`Tell us what you need: stop a rental, extend it, report damage or a breakdown.`} />;
}
