import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useAsset, useAssetOptions } from '@portal/asset-data-access';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { PageHeader } from '@portal/shared-ui';
import { AnchorLink, ButtonLink } from '../common/links';
import type { RenderAssetMap } from '../common/map-props';
import { AssetForm } from './AssetForm';
import { useEditAsset } from './use-edit-asset';

/** Props of EditAssetPage: the session, the asset's id from the URL, the map slot and where to go after saving. */
export interface EditAssetPageProps {
  session: Session;
  assetId: number;
  renderMap: RenderAssetMap;
  onSaved: (assetId: number) => void;
}

/** Edit an asset (`/asset/assets/$assetId/edit`) with the version it was read at. */
export function EditAssetPage({ session, assetId, renderMap, onSaved }: EditAssetPageProps) {
  const { t } = useLingui();
  const { data: asset } = useAsset(session, assetId);
  const { data: options } = useAssetOptions(session);
  const edit = useEditAsset(session, asset, onSaved);
  const back = { to: '/asset/assets/$assetId', params: { assetId: String(asset.id) } } as const;
  return (
    <Stack gap="lg">
      <AnchorLink {...back} size="sm">{t`Back to ${asset.name}`}</AnchorLink>
      <PageHeader title={t`Edit ${asset.name}`} />
      {hasRight(session, 'MANAGE_ASSETS') ? (
        <AssetForm asset={asset} options={options} renderMap={renderMap} onSave={(input) => void edit.save(input)} saving={edit.saving} failure={edit.failure}
          label={t`Edit ${asset.name}`} cancel={<ButtonLink {...back} variant="default">{t`Cancel`}</ButtonLink>} />
      ) : (
        <Alert color="gray" role="status">{t`You may not change assets for this company. Ask an administrator of your company.`}</Alert>
      )}
    </Stack>
  );
}
