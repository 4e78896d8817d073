import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';

/** A new rental order (placeholder until the flow lands in this folder). */
export function NewOrderPage() {
  const { t } = useLingui();
  return <PageHeader title={t`New order`} description={t`Choose equipment, a rental period and where it should go.`} />;
}
