import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { DocumentSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import { DateRangeFilter, SelectFilter, type SetFilters, TextFilter } from '@portal/shared-ui';
import { documentStatuses, documentTypes } from '../common/labels';

/** Props of DocumentFilters: the current search, the projects to choose from and the setter. */
export interface DocumentFiltersProps {
  search: DocumentSearch;
  projects: ProjectOption[];
  setFilters: SetFilters<DocumentSearch>;
}

/** The document list's left-side filters. */
export function DocumentFilters({ search, projects, setFilters }: DocumentFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <TextFilter label={t`Search`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
      <SelectFilter
        label={t`Type`}
        value={search.type}
        options={Object.entries(documentTypes).map(([value, label]) => ({ value, label: i18n._(label) }))}
        onChange={(v) => setFilters({ type: v as DocumentSearch['type'] })}
      />
      <SelectFilter
        label={t`Status`}
        value={search.status}
        options={Object.entries(documentStatuses).map(([value, s]) => ({ value, label: i18n._(s.label) }))}
        onChange={(v) => setFilters({ status: v as DocumentSearch['status'] })}
      />
      <DateRangeFilter label={t`Date`} from={search.from} to={search.to} onChange={({ from, to }) => setFilters({ from, to })} />
      <SelectFilter
        label={t`Project`}
        value={search.projectId === undefined ? undefined : String(search.projectId)}
        options={projects.map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={(v) => setFilters({ projectId: v === undefined ? undefined : Number(v) })}
      />
    </Stack>
  );
}
