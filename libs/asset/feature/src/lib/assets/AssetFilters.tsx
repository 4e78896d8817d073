import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { AssetSearch } from '@portal/asset-util';
import type { AssetOptions } from '@portal/shared-api-contract';
import { SelectFilter, type SetFilters, SwitchFilter, TextFilter } from '@portal/shared-ui';
import { categoryName } from '../common/category-name';
import { inspectionDueLabels } from '../common/labels';

/** Props of AssetFilters: the current search, the categories and projects to choose from, and the setter. */
export interface AssetFiltersProps {
  search: AssetSearch;
  options: AssetOptions;
  setFilters: SetFilters<AssetSearch>;
}

const idOf = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** The assets list's filters: category, project, inspection due, a search on name and serial, archived. */
export function AssetFilters({ search, options, setFilters }: AssetFiltersProps) {
  const { t, i18n } = useLingui();
  const categories = options.categories
    .map((c) => ({ value: String(c.id), label: categoryName(c.names, i18n.locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  return (
    <Stack gap="md">
      <SelectFilter label={t`Category`} value={search.categoryId?.toString()} options={categories} onChange={(v) => setFilters({ categoryId: idOf(v) })} />
      {/* Archived projects stay choosable: their assets may still be on the list. */}
      <SelectFilter label={t`Project`} value={search.projectId?.toString()} options={options.projects.map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={(v) => setFilters({ projectId: idOf(v) })} />
      <SelectFilter
        label={t`Inspection due`}
        value={search.inspectionDue}
        options={Object.entries(inspectionDueLabels).map(([value, label]) => ({ value, label: i18n._(label) }))}
        onChange={(v) => setFilters({ inspectionDue: v as AssetSearch['inspectionDue'] })}
      />
      <TextFilter label={t`Search`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
      <SwitchFilter label={t`Show archived`} checked={search.archived === true} onChange={(on) => setFilters({ archived: on || undefined })} />
    </Stack>
  );
}
