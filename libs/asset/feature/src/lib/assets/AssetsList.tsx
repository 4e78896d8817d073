import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { Asset, AssetPage } from '@portal/shared-api-contract';
import { EmptyState, ListResults } from '@portal/shared-ui';
import { assetColumns } from './asset-columns';

/** Props of AssetsList: the page, whether filters are set, the selection and what the buttons do. */
export interface AssetsListProps {
  page: AssetPage;
  filtered: boolean;
  selectedId: number | undefined;
  onShowOnMap: (asset: Asset) => void;
  onPage: (page: number) => void;
}

/** The page of assets (archived ones greyed with the archive icon), each with `Show on map` when it has a location. */
export function AssetsList({ page, filtered, selectedId, onShowOnMap, onPage }: AssetsListProps) {
  const { t, i18n } = useLingui();
  // A pressed button says which asset the map shows: the keyboard's way to every marker.
  const showOnMap = (a: Asset) =>
    a.lat === null ? (
      <Text size="sm" c="dimmed">{t`No location`}</Text>
    ) : (
      <Button size="xs" variant={a.id === selectedId ? 'filled' : 'default'} aria-pressed={a.id === selectedId} onClick={() => onShowOnMap(a)}
        aria-label={t`Show on map: ${a.name}`}>
        {t`Show on map`}
      </Button>
    );
  const empty = (
    <EmptyState
      title={t`No assets match these filters`}
      description={filtered ? t`Remove a filter or clear them all to see more.` : t`Your company does not track any equipment in the portal yet.`}
    />
  );
  return <ListResults page={page} empty={empty} onPage={onPage} columns={assetColumns(i18n, page.today)} rowKey={(a) => a.id} caption={t`Assets`} isArchived={(a) => a.archived} rowActions={showOnMap} />;
}
