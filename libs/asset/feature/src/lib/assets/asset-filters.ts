import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AssetSearch } from '@portal/asset-util';
import type { AssetOptions } from '@portal/shared-api-contract';
import type { FilterField } from '@portal/shared-ui';
import { categoryName } from '../common/category-name';
import { inspectionDueLabels } from '../common/labels';

/** The assets list's filters, for the form and the chips: category, project, inspection due, search, archived. */
export function assetFilterFields(i18n: I18n, options: AssetOptions): FilterField<AssetSearch>[] {
  const categories = options.categories
    .map((c) => ({ value: String(c.id), label: categoryName(c.names, i18n.locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  return [
    { kind: 'select', key: 'categoryId', label: i18n._(msg`Category`), options: categories, numeric: true },
    // Archived projects stay choosable: their assets may still be on the list.
    { kind: 'select', key: 'projectId', label: i18n._(msg`Project`), options: options.projects.map((p) => ({ value: String(p.id), label: p.name })), numeric: true },
    {
      kind: 'select',
      key: 'inspectionDue',
      label: i18n._(msg`Inspection due`),
      options: Object.entries(inspectionDueLabels).map(([value, label]) => ({ value, label: i18n._(label) })),
    },
    { kind: 'text', key: 'q', label: i18n._(msg`Search`) },
    { kind: 'switch', key: 'archived', label: i18n._(msg`Show archived`) },
  ];
}
