import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useAsset } from '@portal/asset-data-access';
import type { Session } from '@portal/shared-data-access-http';
import { ArchivedMark, PageHeader } from '@portal/shared-ui';
import { localToday } from '../common/inspection';
import { AnchorLink } from '../common/links';
import type { RenderAssetMap } from '../common/map-props';
import { AssetActions } from './AssetActions';
import { AssetFacts } from './AssetFacts';
import { AssetRequests } from './AssetRequests';

/** Props of AssetDetailPage: the session, the asset's id from the URL, the map slot and (for tests) today. */
export interface AssetDetailPageProps {
  session: Session;
  assetId: number;
  renderMap: RenderAssetMap;
  /** YYYY-MM-DD; today in the user's time zone unless told. */
  today?: string;
}

/** One asset (`/asset/assets/$assetId`): its facts, actions, location on a small map and its requests. */
export function AssetDetailPage({ session, assetId, renderMap, today = localToday() }: AssetDetailPageProps) {
  const { t } = useLingui();
  const { data: asset } = useAsset(session, assetId);
  const { lat, lng } = asset;
  return (
    <Stack gap="lg">
      <AnchorLink to="/asset/assets" size="sm">{t`Back to assets`}</AnchorLink>
      <div>
        <PageHeader title={asset.name} />
        {asset.archived && <ArchivedMark />}
      </div>
      <AssetActions session={session} asset={asset} />
      <AssetFacts asset={asset} today={today} />
      <Stack gap="xs">
        <Title order={2} size="h3">{t`Location`}</Title>
        {lat !== null && lng !== null ? (
          renderMap({ points: [{ id: asset.id, lat, lng, label: asset.name, detail: asset.serial, dimmed: asset.archived }], selectedId: asset.id, height: 260, ariaLabel: t`Location of ${asset.name}` })
        ) : (
          <Text c="dimmed">{t`No location on the map yet.`}</Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">{t`Requests`}</Title>
        <AssetRequests session={session} assetId={asset.id} />
      </Stack>
    </Stack>
  );
}
