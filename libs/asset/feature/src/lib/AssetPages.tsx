import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';

/** Equipment the customer tracks in the portal. */
export function AssetsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Assets`} description={t`The equipment you track: where it is and when it is due for inspection.`} />;
}

/** Add an asset to track. */
export function NewAssetPage() {
  const { t } = useLingui();
  return <PageHeader title={t`New asset`} description={t`Add equipment you want to track in the portal.`} />;
}
