import { useLingui } from '@lingui/react/macro';
import { Box, Group, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAssetMapPoints, useAssetOptions, useAssets, useExportAssets } from '@portal/asset-data-access';
import type { AssetSearch, AssetView } from '@portal/asset-util';
import type { Asset } from '@portal/shared-api-contract';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { ExportButtons, FilterChips, filterChips, layout, ListFilters, ListLayout, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { ButtonLink } from '../common/links';
import type { RenderAssetMap } from '../common/map-props';
import { AssetsList } from './AssetsList';
import { AssetsMapPanel } from './AssetsMapPanel';
import { assetFilterFields } from './asset-filters';
import { InspectionCounts } from './InspectionCounts';

/** Props of AssetsPage: the session, the list's URL search and the map the app provides. */
export interface AssetsPageProps extends ListSearchProps<AssetSearch> {
  session: Session;
  renderMap: RenderAssetMap;
}

// The list kit's breakpoint: from 900 px the list and the map stand side by side.
const desktopQuery = `(min-width: ${layout.mobileBreakpoint / 16}em)`;

/** Assets (`/asset/assets`): the client's equipment on a list and a map from the same filters. */
export function AssetsPage({ session, search, onSearchChange, renderMap }: AssetsPageProps) {
  const { t, i18n } = useLingui();
  const isDesktop = useMediaQuery(desktopQuery, false, { getInitialValueInEffect: false });
  const { data: page } = useAssets(session, search);
  const points = useAssetMapPoints(session, search);
  const { data: options } = useAssetOptions(session);
  const exportList = useExportAssets(session, search);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = assetFilterFields(i18n, options);
  const chips = filterChips(i18n, fields, search, setFilters);
  // Not filters: the page stays where it is when the view or the selection changes.
  const setView = (view: AssetView) => onSearchChange({ ...search, view: view === 'list' ? undefined : view });
  const select = (id: number) => onSearchChange({ ...search, selected: id });
  // On a phone, "Show on map" from the list also switches to the map, where the asset now is.
  const showOnMap = (a: Asset) => onSearchChange({ ...search, selected: a.id, view: isDesktop ? search.view : 'map' });
  const view = search.view ?? 'list';
  // The API checks the right again; without it the button would only lead to a refusal.
  const addAsset = hasRight(session, 'MANAGE_ASSETS') && <ButtonLink to="/asset/assets/add">{t`Add asset`}</ButtonLink>;

  const list = <AssetsList page={page} filtered={chips.length > 0} selectedId={search.selected} onShowOnMap={showOnMap} onPage={setPage} />;
  const map = (height: number | string) => <AssetsMapPanel points={points.data?.items} onRetry={points.isError && !points.data ? () => void points.refetch() : undefined} selectedId={search.selected} onSelect={select} renderMap={renderMap} height={height} />;
  return (
    <>
      <PageHeader title={t`Assets`} description={t`The equipment you track: where it is and when it is due for inspection.`} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={<Group justify="flex-end" gap="sm" wrap="wrap">{addAsset}<ExportButtons onExport={exportList} /></Group>}
      >
        <InspectionCounts inspections={page.inspections} />
        {isDesktop ? (
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>{list}</Stack>
            {/* Narrow beside the list: the table keeps its essential columns (name, inspection due,
                owned or rented, actions) at 1280 px in every language; the list's kit drops the rest. */}
            <Box style={{ flex: '0 0 clamp(260px, 30%, 400px)', minWidth: 0, position: 'sticky', top: layout.headerHeight + 16 }}>{map(520)}</Box>
          </Group>
        ) : (
          <Stack gap="sm">
            <SegmentedControl fullWidth value={view} onChange={(v) => setView(v as AssetView)} aria-label={t`Show as`}
              data={[{ value: 'list', label: t`List` }, { value: 'map', label: t`Map` }]} />
            {view === 'map' ? map(420) : list}
          </Stack>
        )}
      </ListLayout>
    </>
  );
}
