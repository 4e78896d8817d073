import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AssetSearch } from '@portal/asset-util';
import type { AssetOptions } from '@portal/shared-api-contract';
import type { FilterChip, SetFilters } from '@portal/shared-ui';
import { categoryName } from '../common/category-name';
import { inspectionDueLabels } from '../common/labels';

/** One chip per active filter of the assets list, each removing only its own filter. */
export function assetChips(i18n: I18n, search: AssetSearch, options: AssetOptions, setFilters: SetFilters<AssetSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  const { categoryId, projectId } = search;
  if (categoryId !== undefined) {
    const names = options.categories.find((c) => c.id === categoryId)?.names;
    const name = names ? categoryName(names, i18n.locale) : `#${categoryId}`;
    chips.push({ key: 'categoryId', label: `${i18n._(msg`Category`)}: ${name}`, onRemove: () => setFilters({ categoryId: undefined }) });
  }
  if (projectId !== undefined) {
    const name = options.projects.find((p) => p.id === projectId)?.name ?? `#${projectId}`;
    chips.push({ key: 'projectId', label: `${i18n._(msg`Project`)}: ${name}`, onRemove: () => setFilters({ projectId: undefined }) });
  }
  if (search.inspectionDue) {
    const label = `${i18n._(msg`Inspection due`)}: ${i18n._(inspectionDueLabels[search.inspectionDue])}`;
    chips.push({ key: 'inspectionDue', label, onRemove: () => setFilters({ inspectionDue: undefined }) });
  }
  if (search.q) chips.push({ key: 'q', label: `${i18n._(msg`Search`)}: ${search.q}`, onRemove: () => setFilters({ q: undefined }) });
  if (search.archived) chips.push({ key: 'archived', label: i18n._(msg`Show archived`), onRemove: () => setFilters({ archived: undefined }) });
  return chips;
}
