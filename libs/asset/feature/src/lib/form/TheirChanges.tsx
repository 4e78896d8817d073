import { useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import type { AssetOptions } from '@portal/shared-api-contract';
import { formatDate, resolveLocale } from '@portal/shared-util-i18n';
import { categoryName } from '../common/category-name';
import { ownershipLabel } from '../common/labels';
import type { AssetDraft, AssetField } from './asset-rules';

/** Props of TheirChanges: the fields someone else changed, with their values, and the names to show them by. */
export interface TheirChangesProps {
  changes: Partial<AssetDraft>;
  options: AssetOptions;
}

/** After a version conflict: what the other person saved, so the user can compare it with what they typed. */
export function TheirChanges({ changes, options }: TheirChangesProps) {
  const { t, i18n } = useLingui();
  const labels: Record<AssetField, string> = {
    name: t`Name`, categoryId: t`Category`, serial: t`Serial number`, projectId: t`Project`, locationLabel: t`Address or place`,
    lat: t`Latitude`, lng: t`Longitude`, inspectionDueDate: t`Inspection due`, owned: t`Owned or rented`,
  };
  const value = (field: AssetField, v: AssetDraft[AssetField] | undefined): string => {
    if (v === '' || v === undefined) return '—';
    if (field === 'owned') return i18n._(ownershipLabel(v as boolean));
    if (field === 'categoryId') {
      const names = options.categories.find((c) => String(c.id) === v)?.names;
      return names ? categoryName(names, i18n.locale) : String(v);
    }
    if (field === 'inspectionDueDate') return formatDate(String(v), resolveLocale(i18n.locale));
    if (field === 'projectId') return options.projects.find((p) => String(p.id) === v)?.name ?? String(v);
    return String(v);
  };
  const fields = Object.keys(changes) as AssetField[];
  if (fields.length === 0) return null;
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Text fw={600} size="sm">{t`Saved by someone else meanwhile:`}</Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {fields.map((f) => (
          <li key={f}>
            <Text size="sm" span>{labels[f]}: {value(f, changes[f])}</Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
