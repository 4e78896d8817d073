import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useAssetOptions } from '@portal/asset-data-access';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { PageHeader } from '@portal/shared-ui';
import { AnchorLink, ButtonLink } from '../common/links';
import type { RenderAssetMap } from '../common/map-props';
import { AssetForm } from './AssetForm';
import { useAddAsset } from './use-add-asset';

/** Props of NewAssetPage: the session, the map slot and where to go once the asset exists. */
export interface NewAssetPageProps {
  session: Session;
  renderMap: RenderAssetMap;
  onSaved: (assetId: number) => void;
}

/** Add an asset (`/asset/assets/add`); without MANAGE_ASSETS the page says why there is no form. */
export function NewAssetPage({ session, renderMap, onSaved }: NewAssetPageProps) {
  const { t } = useLingui();
  const allowed = hasRight(session, 'MANAGE_ASSETS');
  return (
    <Stack gap="lg">
      <AnchorLink to="/asset/assets" size="sm">{t`Back to assets`}</AnchorLink>
      <PageHeader title={t`New asset`} description={t`Add equipment you want to track in the portal.`} />
      {allowed ? (
        <NewAssetForm session={session} renderMap={renderMap} onSaved={onSaved} />
      ) : (
        <Alert color="gray" role="status">{t`You may not add assets for this company. Ask an administrator of your company.`}</Alert>
      )}
    </Stack>
  );
}

function NewAssetForm({ session, renderMap, onSaved }: NewAssetPageProps) {
  const { t } = useLingui();
  const { data: options } = useAssetOptions(session);
  const add = useAddAsset(session, onSaved);
  return (
    <AssetForm options={options} renderMap={renderMap} onSave={(input) => void add.save(input)} saving={add.saving} failure={add.failure} label={t`New asset`}
      cancel={<ButtonLink to="/asset/assets" variant="default">{t`Cancel`}</ButtonLink>} />
  );
}
